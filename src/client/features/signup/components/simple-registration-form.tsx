import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { simpleRegistrationSchema, type SimpleRegistrationInput } from "../../../../shared/schemas/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorSummary, errorsInOrder } from "../../../components/ui/error-summary.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PhoneInput, phoneFormatHint } from "../../../components/ui/phone-input.tsx";
import { alreadySignedInMessage, birthDateRefusalOf } from "../registration-texts.ts";
import { BirthDateField } from "./birth-date-field.tsx";
import { DefaultLimitNote } from "./default-limit-note.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { useNavigate } from "../../../lib/navigation.tsx";
import { toast } from "../../../lib/toast.ts";
import { useRegisterAccount } from "../api/register-account.ts";

type SimpleRegistrationValues = z.output<typeof simpleRegistrationSchema>;

const emptyValues: SimpleRegistrationInput = { name: "", phone: "", birthDate: "", password: "", confirmPassword: "" };

interface SimpleRegistrationFormProps {
  /** Moves the focus into the first field (the form has just replaced what had the focus). */
  focusFirstField?: boolean;
  /** The account exists and its session has started; called before the user is set. */
  onCreated?: () => void;
}

export function SimpleRegistrationForm({ focusFirstField = false, onCreated }: SimpleRegistrationFormProps) {
  const form = useForm<SimpleRegistrationInput, unknown, SimpleRegistrationValues>({
    resolver: zodResolver(simpleRegistrationSchema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const registerAccount = useRegisterAccount();
  const { setUser, recheck } = useAuth();
  const navigate = useNavigate();
  const { errors } = form.formState;
  const [checking, setChecking] = useState(false);
  const busy = checking || registerAccount.isPending;

  useEffect(() => {
    if (focusFirstField) form.setFocus("name");
  }, [focusFirstField, form]);

  const onSubmit = form.handleSubmit(async ({ name, phone, birthDate, password }) => {
    // A second click while the request runs would try to register the same number twice.
    if (busy) return;
    // The new account's session would silently replace one that another tab started after
    // this form appeared; the page shows the logged-in view instead.
    setChecking(true);
    const current = await recheck();
    setChecking(false);
    if (current) {
      toast({ title: "Registrierung fehlgeschlagen", description: alreadySignedInMessage, variant: "destructive" });
      return;
    }
    registerAccount.mutate(
      { name, phone, birthDate, password },
      {
        onSuccess: (user) => {
          onCreated?.();
          setUser(user);
          toast({ title: "Registrierung erfolgreich", description: "Ihr Konto wurde erfolgreich erstellt" });
          void navigate("/profile");
        },
        onError: (error) => {
          const refusal = birthDateRefusalOf(error);
          if (refusal) {
            form.setError("birthDate", { message: refusal }, { shouldFocus: true });
            return;
          }
          toast({ title: "Registrierung fehlgeschlagen", description: error.message, variant: "destructive" });
          // Refused because of a session: the page learns of it and shows the logged-in view.
          if (error instanceof ApiRequestError && error.status === 403) void recheck();
        },
      },
    );
  });

  const formRef = useFocusFirstError(form.formState.submitCount);
  const summary =
    form.formState.submitCount > 0
      ? errorsInOrder(errors, [
          { name: "name", fieldId: "simple-registration-name", label: "Name" },
          { name: "phone", fieldId: "simple-registration-phone", label: "Telefonnummer" },
          { name: "birthDate", fieldId: "simple-registration-birth-date", label: "Geburtsdatum" },
          { name: "password", fieldId: "simple-registration-password", label: "Passwort" },
          { name: "confirmPassword", fieldId: "simple-registration-confirm", label: "Passwort bestätigen" },
        ])
      : [];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Registrieren">
      <ErrorSummary errors={summary} />
      <FormField id="simple-registration-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField
        id="simple-registration-phone"
        label="Telefonnummer"
        hint={phoneFormatHint}
        error={errors.phone?.message}
      >
        {(control) => <PhoneInput {...control} {...form.register("phone")} />}
      </FormField>
      <BirthDateField
        id="simple-registration-birth-date"
        error={errors.birthDate?.message}
        {...form.register("birthDate")}
      />
      <FormField id="simple-registration-password" label="Passwort" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <FormField id="simple-registration-confirm" label="Passwort bestätigen" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        )}
      </FormField>
      <DefaultLimitNote />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Wird registriert..." : "Registrieren"}
      </Button>
    </form>
  );
}
