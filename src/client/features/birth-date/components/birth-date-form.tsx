import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { birthDateSchema, type BirthDateInput } from "../../../../shared/schemas/auth.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { earliestBirthDate } from "../../../../shared/domain/adult-age.ts";
import { birthDateHint } from "../../../../shared/schemas/fields.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { birthDateTexts } from "../texts.ts";
import { saveBirthDate } from "../api/save-birth-date.ts";

/** Asks for the date of birth; the server's refusal stands at the field. */
export function BirthDateForm({ onSaved }: { onSaved: (user: User) => void }) {
  const form = useForm<BirthDateInput>({
    resolver: zodResolver(birthDateSchema),
    defaultValues: { birthDate: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await saveBirthDate(values));
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.serverMessage
          ? error.serverMessage
          : "Das Geburtsdatum konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.";
      form.setError("birthDate", { message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={birthDateTexts.title}>
      <FormField id="birth-date" label="Geburtsdatum" error={errors.birthDate?.message} hint={birthDateHint}>
        {(control) => (
          <Input {...control} type="date" min={earliestBirthDate} autoComplete="bday" {...form.register("birthDate")} />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {birthDateTexts.submit}
      </Button>
    </form>
  );
}
