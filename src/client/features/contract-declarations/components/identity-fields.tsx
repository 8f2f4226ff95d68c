import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PhoneInput, phoneFormatHint } from "../../../components/ui/phone-input.tsx";

type Identity = { name: string; phone: string; email: string; contract: string };

interface IdentityFieldsProps<T extends FieldValues & Identity> {
  idPrefix: string;
  /** The declaration's form; these four fields are registered on it. */
  form: UseFormReturn<T>;
}

/** Who declares and for which contract: the data § 312k BGB allows us to ask, and no more. */
export function IdentityFields<T extends FieldValues & Identity>({ idPrefix, form }: IdentityFieldsProps<T>) {
  const keys = ["name", "phone", "email", "contract"] as const;
  const fields = Object.fromEntries(keys.map((key) => [key, form.register(key as Path<T>)])) as Record<
    keyof Identity,
    ReturnType<typeof form.register>
  >;
  const errors: Partial<Record<keyof Identity, string>> = {};
  for (const key of keys) {
    const message = form.formState.errors[key]?.message;
    if (typeof message === "string") errors[key] = message;
  }
  return (
    <>
      <fieldset className="grid gap-5">
        <legend className="mb-3 text-base font-semibold">Ihre Angaben</legend>
        <FormField id={`${idPrefix}-name`} label="Name" error={errors.name}>
          {(control) => <Input {...control} autoComplete="name" {...fields.name} />}
        </FormField>
        <FormField
          id={`${idPrefix}-phone`}
          label="Telefonnummer des Kontos"
          hint={`Die Mobilnummer, mit der Sie sich registriert haben. ${phoneFormatHint}`}
          error={errors.phone}
        >
          {(control) => <PhoneInput {...control} {...fields.phone} />}
        </FormField>
        <FormField
          id={`${idPrefix}-email`}
          label="E-Mail-Adresse für die Bestätigung"
          hint="Hierhin schicken wir Ihnen die Bestätigung."
          error={errors.email}
        >
          {(control) => <Input {...control} type="email" autoComplete="email" {...fields.email} />}
        </FormField>
      </fieldset>
      <FormField id={`${idPrefix}-contract`} label="Vertrag" error={errors.contract}>
        {(control) => <Input {...control} {...fields.contract} />}
      </FormField>
    </>
  );
}
