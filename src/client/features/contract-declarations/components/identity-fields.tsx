import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PhoneInput } from "../../../components/ui/phone-input.tsx";

interface IdentityFieldsProps {
  idPrefix: string;
  fields: {
    name: UseFormRegisterReturn;
    phone: UseFormRegisterReturn;
    email: UseFormRegisterReturn;
    contract: UseFormRegisterReturn;
  };
  errors: { name?: string; phone?: string; email?: string; contract?: string };
}

/** Who declares and for which contract: the data § 312k BGB allows us to ask, and no more. */
export function IdentityFields({ idPrefix, fields, errors }: IdentityFieldsProps) {
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
          hint="Die Mobilnummer, mit der Sie sich registriert haben."
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
