import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

interface ChoiceOptionProps {
  id: string;
  value: string;
  field: UseFormRegisterReturn;
  children: ReactNode;
  hint?: ReactNode;
}

/**
 * One radio button in a box that is clickable as a whole (people tap these on phones). The
 * hint is a description, not part of the name, so "Ordentliche Kündigung" is read out as such.
 */
export function ChoiceOption({ id, value, field, children, hint }: ChoiceOptionProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="relative flex items-start gap-3 rounded-md border border-input px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-secondary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <input
        id={id}
        type="radio"
        value={value}
        aria-describedby={hint ? hintId : undefined}
        className="relative z-10 mt-0.5 size-4 shrink-0 accent-primary"
        {...field}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium after:absolute after:inset-0">
          {children}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
