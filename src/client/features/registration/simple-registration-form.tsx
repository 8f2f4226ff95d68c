import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { simpleRegistrationSchema, type SimpleRegistrationInput } from "../../../shared/schemas/auth.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PhoneInput } from "../../components/ui/phone-input.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { toast } from "../../lib/toast.ts";
import { useRegisterAccount } from "./api/register-account.ts";

type SimpleRegistrationValues = z.output<typeof simpleRegistrationSchema>;

const emptyValues: SimpleRegistrationInput = { name: "", phone: "", password: "", confirmPassword: "" };

export function SimpleRegistrationForm() {
  const form = useForm<SimpleRegistrationInput, unknown, SimpleRegistrationValues>({
    resolver: zodResolver(simpleRegistrationSchema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const registerAccount = useRegisterAccount();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ name, phone, password }) => {
    // A second click while the request runs would try to register the same number twice.
    if (registerAccount.isPending) return;
    registerAccount.mutate(
      { name, phone, password },
      {
        onSuccess: (user) => {
          setUser(user);
          toast({ title: "Registrierung erfolgreich", description: "Ihr Konto wurde erfolgreich erstellt" });
          void navigate("/profile");
        },
        onError: (error) => {
          toast({ title: "Registrierung fehlgeschlagen", description: error.message, variant: "destructive" });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Registrieren">
      <FormField id="simple-registration-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField id="simple-registration-phone" label="Telefonnummer" error={errors.phone?.message}>
        {(control) => <PhoneInput {...control} {...form.register("phone")} />}
      </FormField>
      <FormField id="simple-registration-password" label="Passwort" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <FormField id="simple-registration-confirm" label="Passwort bestätigen" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? "Wird registriert..." : "Registrieren"}
      </Button>
    </form>
  );
}
