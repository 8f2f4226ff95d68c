import type { ComponentProps } from "react";
import { earliestBirthDate } from "../../../../shared/domain/adult-age.ts";
import { birthDateHint } from "../../../../shared/schemas/fields.ts";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";

type BirthDateFieldProps = { id: string; error?: string; className?: string } & Omit<ComponentProps<"input">, "id">;

/**
 * The date of birth as the browser's own date input (docs/decisions/0033): phones show their
 * date wheel, keyboards and screen readers get day, month and year as separate parts, and the
 * value is "YYYY-MM-DD". No date-picker library: the registration forms load on the home page.
 */
export function BirthDateField({ id, error, className, ...input }: BirthDateFieldProps) {
  return (
    <FormField className={className} id={id} label="Geburtsdatum" error={error} hint={birthDateHint}>
      {(control) => <Input {...control} type="date" min={earliestBirthDate} autoComplete="bday" {...input} />}
    </FormField>
  );
}
