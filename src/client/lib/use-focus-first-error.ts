import { useEffect, useRef, type RefObject } from "react";

/**
 * After a refused submit, moves the focus to the first field marked invalid (`aria-invalid`, as
 * FormField and CheckboxField mark them) in the order the form shows them, and so the view with
 * it. It runs after the render that shows the errors: focusing from the submit handler itself
 * scrolled to the field before the error summary above it was drawn, which then pushed the field
 * out of view. react-hook-form's own focus follows the order the fields were registered in (the
 * date of birth before the name); forms that use this set `shouldFocusError: false`.
 */
export function useFocusFirstError(submitCount: number): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (submitCount === 0 || !form) return;
    const first = Array.from(form.elements).find(
      (field): field is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
        (field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement) &&
        field.getAttribute("aria-invalid") === "true",
    );
    first?.focus();
    // Only a new submit moves the focus; errors that change while typing do not.
  }, [submitCount]);
  return formRef;
}
