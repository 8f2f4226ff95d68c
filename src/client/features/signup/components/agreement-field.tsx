import type { ComponentProps } from "react";
import { pageHref } from "../../../lib/navigation.tsx";

const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

interface AgreementFieldProps extends Omit<ComponentProps<"input">, "type" | "id"> {
  id: string;
  error?: string;
}

/**
 * The terms checkbox. The links open in a new tab so that reading the terms does not throw
 * away what was typed.
 */
export function AgreementField({ id, error, ...checkbox }: AgreementFieldProps) {
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
          Ich akzeptiere die{" "}
          <a href={pageHref("/agb")} target="_blank" rel="noopener" className={linkClass}>
            AGB
          </a>{" "}
          und habe die{" "}
          <a href={pageHref("/datenschutz")} target="_blank" rel="noopener" className={linkClass}>
            Datenschutzerklärung
          </a>{" "}
          zur Kenntnis genommen.
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
