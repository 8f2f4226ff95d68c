import type { ComponentProps, ReactNode } from "react";

/** A field's error, announced when it appears; its id is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type" | "id"> {
  id: string;
  /** The sentence the tick agrees to; it may hold links. */
  label: ReactNode;
  error?: string | null;
}

/** A checkbox with its sentence beside it and its error beneath. */
export function CheckboxField({ id, label, error, ...checkbox }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed"
          {...checkbox}
        />
        <label htmlFor={id} className="text-sm leading-6">
          {label}
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
