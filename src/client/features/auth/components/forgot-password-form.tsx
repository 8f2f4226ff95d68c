import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { forgotPasswordSchema, type ForgotPasswordInput } from "../../../../shared/schemas/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";

type ForgotPasswordOutput = z.output<typeof forgotPasswordSchema>;

interface ForgotPasswordFormProps {
  onSubmit(values: ForgotPasswordOutput): void;
  pending: boolean;
}

export function ForgotPasswordForm({ onSubmit, pending }: ForgotPasswordFormProps) {
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <FormField id="forgot-email" label="E-Mail" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Wird gesendet..." : "Link anfordern"}
      </Button>
    </form>
  );
}
