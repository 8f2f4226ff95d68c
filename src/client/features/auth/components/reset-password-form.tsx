import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { resetPasswordFormSchema, type ResetPasswordFormInput } from "../../../../shared/schemas/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";

interface ResetPasswordFormProps {
  onSubmit(values: ResetPasswordFormInput): void;
  pending: boolean;
  error: string | null;
}

export function ResetPasswordForm({ onSubmit, pending, error }: ResetPasswordFormProps) {
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <FormField id="reset-password" label="Neues Passwort" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <FormField id="reset-confirm-password" label="Passwort bestätigen" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        )}
      </FormField>
      <FormAlert message={error} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Wird gespeichert..." : "Passwort speichern"}
      </Button>
    </form>
  );
}
