import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PhoneInput } from "../../../components/ui/phone-input.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";

type Values = Record<string, string>;

export interface ChangeField {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "password";
  autoComplete: string;
  hint?: string;
}

interface ChangeFormProps {
  id: string;
  /** The form's accessible name, e.g. "Name ändern". */
  title: string;
  schema: z.ZodType<Values, Values>;
  /** The new value's fields first; the current password is added at the end. */
  fields: ChangeField[];
  submit(values: Values): Promise<void>;
  onCancel(): void;
}

const currentPassword: ChangeField = {
  name: "currentPassword",
  label: "Aktuelles Passwort",
  kind: "password",
  autoComplete: "current-password",
  hint: "Zur Bestätigung der Änderung.",
};

const failed = `Die Änderung konnte nicht gespeichert werden. ${tryLater}`;

/**
 * One change of "Persönliche Daten": the new value and the current password. A refusal stands
 * next to the field it concerns (a wrong or too often wrong password at the password, anything
 * else at the new value) and the focus moves there.
 */
export function ChangeForm({ id, title, schema, fields, submit, onCancel }: ChangeFormProps) {
  const all = [...fields, currentPassword];
  const form = useForm<Values>({
    resolver: zodResolver(schema) as Resolver<Values>,
    defaultValues: Object.fromEntries(all.map((f) => [f.name, ""])),
  });
  const { errors, isSubmitting } = form.formState;
  const first = fields[0]?.name ?? currentPassword.name;

  useEffect(() => form.setFocus(first), [form, first]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      const message = errorMessageOf(error, failed);
      const at = status === 403 || status === 429 ? currentPassword.name : first;
      form.setError(at, { message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="grid gap-4 rounded-md border border-border p-4">
      {all.map((field) => (
        <FormField
          key={field.name}
          id={`${id}-${field.name}`}
          label={field.label}
          hint={field.hint}
          error={errors[field.name]?.message}
        >
          {(control) =>
            field.kind === "tel" ? (
              <PhoneInput {...control} {...form.register(field.name)} />
            ) : (
              <Input {...control} type={field.kind} autoComplete={field.autoComplete} {...form.register(field.name)} />
            )
          }
        </FormField>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Wird gespeichert..." : "Speichern"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
