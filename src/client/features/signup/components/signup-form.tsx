import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { signupSchema, type SignupInput } from "../../../../shared/schemas/auth.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { useNavigate } from "../../../lib/navigation.tsx";
import { useRegistrationFlow } from "../../../lib/registration-flow.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorSummary, errorsInOrder } from "../../../components/ui/error-summary.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { BirthDateField } from "./birth-date-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PhoneInput, phoneFormatHint } from "../../../components/ui/phone-input.tsx";
import { AgreementField } from "./agreement-field.tsx";
import { DefaultLimitNote } from "./default-limit-note.tsx";
import { PremiumPlanCard } from "./premium-plan-card.tsx";
import { SignupPayment } from "./signup-payment.tsx";
import { phoneTakenMessage, useSignup, type SignupValues } from "../use-signup.ts";

const emptyValues: SignupInput = {
  name: "",
  phone: "",
  email: "",
  password: "",
  birthDate: "",
  plan: "premium",
  agreed: false,
};

interface SignupFormProps {
  /** Moves the focus into the first field (the form has just replaced what had the focus). */
  focusFirstField?: boolean;
  onCreated?: () => void;
  /** Called when a link leaves the form, so an overlay can close behind it. */
  onNavigate?: () => void;
  /** After a successful payment; without it the member goes to /profile (an overlay closes instead). */
  onPaid?: () => void;
}

export function SignupForm({ focusFirstField = false, onCreated, onNavigate, onPaid }: SignupFormProps) {
  const navigate = useNavigate();
  const { end: endRegistrationFlow, active: resuming, tempName, tempPhone } = useRegistrationFlow();
  // Unique ids: the section can be on a page and in an overlay at the same time.
  const idPrefix = useId();
  const form = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(signupSchema),
    // The form comes back while this tab's registration runs (its login failed, or the
    // overlay was closed and opened again): it starts with the name and number given before.
    defaultValues: resuming ? { ...emptyValues, name: tempName ?? "", phone: tempPhone ?? "" } : emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  useEffect(() => {
    if (focusFirstField) form.setFocus("name");
  }, [focusFirstField, form]);
  const onPhoneTaken = useCallback(() => form.setError("phone", { message: phoneTakenMessage }), [form]);
  const onBirthDateRefused = useCallback(
    (message: string) => form.setError("birthDate", { message }, { shouldFocus: true }),
    [form],
  );
  const signup = useSignup({ onPhoneTaken, onBirthDateRefused, onCreated });
  const { errors } = form.formState;
  const formRef = useFocusFirstError(form.formState.submitCount);
  const created = signup.status === "created";
  // After a cancelled payment the account exists: its data is no longer editable.
  const locked = created || signup.userId !== null;
  const paid = useCallback(() => {
    endRegistrationFlow();
    if (onPaid) onPaid();
    else void navigate("/profile");
  }, [endRegistrationFlow, onPaid, navigate]);
  const id = (name: string) => `${idPrefix}-${name}`;
  const summary =
    form.formState.submitCount > 0
      ? errorsInOrder(errors, [
          { name: "name", fieldId: id("name"), label: "Name" },
          { name: "phone", fieldId: id("phone"), label: "Handynummer" },
          { name: "email", fieldId: id("email"), label: "E-Mail" },
          { name: "password", fieldId: id("password"), label: "Passwort" },
          { name: "birthDate", fieldId: id("birthDate"), label: "Geburtsdatum" },
          { name: "agreed", fieldId: id("agreed"), label: "Nutzungsbedingungen (AGB)" },
        ])
      : [];

  return (
    <form
      ref={formRef}
      onSubmit={form.handleSubmit(signup.submit)}
      noValidate
      className="grid gap-6"
      aria-label="Registrierung"
    >
      <ErrorSummary errors={summary} />
      <fieldset disabled={locked} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Ihre Zugangsdaten</legend>
        <FormField className="content-start" id={id("name")} label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
        </FormField>
        <FormField
          className="content-start"
          id={id("phone")}
          label="Handynummer"
          hint={phoneFormatHint}
          error={errors.phone?.message}
        >
          {(control) => <PhoneInput {...control} {...form.register("phone")} />}
        </FormField>
        <FormField className="content-start" id={id("email")} label="E-Mail" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField className="content-start" id={id("password")} label="Passwort" error={errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
          )}
        </FormField>
        <BirthDateField
          className="content-start"
          id={id("birthDate")}
          error={errors.birthDate?.message}
          {...form.register("birthDate")}
        />
      </fieldset>

      <PremiumPlanCard />

      <DefaultLimitNote />

      <AgreementField id={id("agreed")} disabled={locked} error={errors.agreed?.message} {...form.register("agreed")} />

      {created ? (
        <SignupPayment userId={signup.userId} onPaid={paid} onAbort={signup.reset} onLeave={onNavigate} />
      ) : (
        <Button
          // Once the account exists the data is locked; the button only brings the payment back.
          type={locked ? "button" : "submit"}
          onClick={locked ? signup.resume : undefined}
          size="lg"
          className="w-full whitespace-normal sm:w-auto sm:justify-self-start"
          disabled={signup.status === "submitting"}
        >
          Premium-Test für nur €1 starten
        </Button>
      )}
    </form>
  );
}
