import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { loginSchema, type LoginInput } from "../../../../shared/schemas/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";

type LoginOutput = z.output<typeof loginSchema>;

interface LoginFormProps {
  onSubmit(values: LoginOutput): Promise<void>;
  busy: boolean;
  error: string | null;
}

export function LoginForm({ onSubmit, busy, error }: LoginFormProps) {
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <FormField id="login-identifier" label="Telefonnummer oder E-Mail" error={errors.identifier?.message}>
        {(control) => <Input {...control} autoComplete="username" {...form.register("identifier")} />}
      </FormField>
      <FormField id="login-password" label="Passwort" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />
        )}
      </FormField>
      <FormAlert message={error} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Wird angemeldet..." : "Anmelden"}
      </Button>
    </form>
  );
}
