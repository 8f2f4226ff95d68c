import type { BaseSyntheticEvent } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * The invalid-submit handler of a form: moves the focus to the first field with an error in the
 * order the form shows them. react-hook-form's own focus follows the order the fields were
 * registered in, which puts the date of birth before the name; forms that use this set
 * `shouldFocusError: false`.
 */
export function focusFirstInvalidField<T extends FieldValues>(
  errors: FieldErrors<T>,
  event?: BaseSyntheticEvent,
): void {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  const first = Array.from(form.elements).find(
    (field): field is HTMLInputElement | HTMLTextAreaElement =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name in errors,
  );
  first?.focus();
}
