import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  defaultContract,
  withdrawalSchema,
  type Withdrawal,
  type WithdrawalInput,
} from "../../../../shared/schemas/contract-declarations.ts";
import { useAccountPrefill } from "../use-account-prefill.ts";
import { ContinueButton } from "./continue-button.tsx";
import { IdentityFields } from "./identity-fields.tsx";

export const emptyWithdrawal: WithdrawalInput = { name: "", phone: "", email: "", contract: defaultContract };

interface WithdrawalFormProps {
  initialValues: WithdrawalInput;
  onContinue(input: WithdrawalInput, checked: Withdrawal): void;
}

/** Step 1 of 2 of the withdrawal: who withdraws from which contract. No reason is needed. */
export function WithdrawalForm({ initialValues, onContinue }: WithdrawalFormProps) {
  const form = useForm<WithdrawalInput, unknown, Withdrawal>({
    resolver: zodResolver(withdrawalSchema),
    defaultValues: initialValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useAccountPrefill(form);

  const onSubmit = form.handleSubmit((checked) => onContinue(form.getValues(), checked));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label="Widerrufsformular">
      <IdentityFields idPrefix="withdraw" form={form} />
      <ContinueButton />
    </form>
  );
}
