import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { creditPinSchema, type CreditPinInput } from "../../../../shared/schemas/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSetCreditPin } from "../api/set-credit-pin.ts";
import { creditToasts } from "../credit-toasts.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";

type CreditPinOutput = z.output<typeof creditPinSchema>;

/** Sets or replaces the 4-digit PIN the credit line asks for when the caller's number is not known. */
export function CreditPinForm({ pinSet }: { pinSet: boolean }) {
  const setPin = useSetCreditPin();
  const form = useForm<CreditPinInput, unknown, CreditPinOutput>({
    resolver: zodResolver(creditPinSchema),
    defaultValues: { pin: "" },
  });
  const { errors } = form.formState;

  const onSubmit = (values: CreditPinOutput) =>
    setPin.mutate(values, {
      onSuccess: () => {
        form.reset({ pin: "" });
        toast(creditToasts.pinSaved);
      },
      onError: (error) => toast(creditToasts.pinFailed(errorMessageOf(error))),
    });

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label="Credit-PIN"
      className="grid justify-items-start gap-3"
    >
      <FormField
        id="credit-pin"
        label={pinSet ? "Neue Credit-PIN (4 Ziffern)" : "Credit-PIN festlegen (4 Ziffern)"}
        error={errors.pin?.message}
        className="w-full max-w-60"
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            {...form.register("pin")}
          />
        )}
      </FormField>
      <Button type="submit" disabled={setPin.isPending}>
        {setPin.isPending ? "Wird gespeichert..." : "PIN speichern"}
      </Button>
    </form>
  );
}
