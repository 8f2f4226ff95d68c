import { useId, type MouseEvent } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";

export interface SummarizedError {
  /** The id of the field the error belongs to; its link moves the focus there. */
  fieldId: string;
  /** The field's label, as the form shows it. */
  label: string;
  message: string;
}

/** The form's current errors in the order it shows its fields. */
export function errorsInOrder<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: ReadonlyArray<{ name: keyof T & string; fieldId: string; label: string }>,
): SummarizedError[] {
  return fields.flatMap(({ name, fieldId, label }) => {
    const message = errors[name]?.message;
    return typeof message === "string" && message ? [{ fieldId, label, message }] : [];
  });
}

export const errorSummaryTitle = "Bitte prüfen Sie Ihre Angaben:";

/** Focuses the field and brings it into view below the sticky header (an in-page link only scrolls). */
function goTo(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

/**
 * A form's errors at its top after a refused submit, each a link to its field: at 375 px the
 * field errors further down are out of view. Not a live region: the focus goes to the first
 * invalid field, which a screen reader reads with its error; the summary is there to be seen
 * and to jump from.
 */
export function ErrorSummary({ errors }: { errors: SummarizedError[] }) {
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-md border border-destructive/60 bg-destructive/5 p-4 text-sm"
    >
      <p id={titleId} className="font-semibold text-destructive">
        {errorSummaryTitle}
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => goTo(event, error.fieldId)}
              className="rounded-sm text-destructive underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
