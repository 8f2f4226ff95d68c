import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { berlinDayOf } from "../../../../shared/domain/berlin-time.ts";
import {
  cancellationSchema,
  defaultContract,
  latestWishedEndDay,
  type Cancellation,
  type CancellationInput,
} from "../../../../shared/schemas/contract-declarations.ts";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useAccountPrefill } from "../use-account-prefill.ts";
import { ChoiceOption } from "./choice-option.tsx";
import { ContinueButton } from "./continue-button.tsx";
import { IdentityFields } from "./identity-fields.tsx";

export const emptyCancellation: CancellationInput = {
  terminationType: "ordinary",
  reason: "",
  name: "",
  phone: "",
  email: "",
  contract: defaultContract,
  endOption: "nextPossible",
  requestedEndDate: "",
};

interface CancellationFormProps {
  initialValues: CancellationInput;
  onContinue(input: CancellationInput, checked: Cancellation): void;
}

/** Step 1 of 2: the § 312k form. Nothing is sent yet; the next step shows a summary. */
export function CancellationForm({ initialValues, onContinue }: CancellationFormProps) {
  const form = useForm<CancellationInput, unknown, Cancellation>({
    resolver: zodResolver(cancellationSchema),
    defaultValues: initialValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useAccountPrefill(form);
  const { errors } = form.formState;
  const extraordinary = useWatch({ control: form.control, name: "terminationType" }) === "extraordinary";
  const byDate = useWatch({ control: form.control, name: "endOption" }) === "date";

  const onSubmit = form.handleSubmit((checked) => onContinue(form.getValues(), checked));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label="Kündigungsformular">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-base font-semibold">Art der Kündigung</legend>
        <ChoiceOption id="cancel-type-ordinary" value="ordinary" field={form.register("terminationType")}>
          Ordentliche Kündigung
        </ChoiceOption>
        <ChoiceOption
          id="cancel-type-extraordinary"
          value="extraordinary"
          field={form.register("terminationType")}
          hint="Fristlos aus wichtigem Grund – bitte geben Sie den Grund an."
        >
          Außerordentliche Kündigung
        </ChoiceOption>
        {extraordinary ? (
          <FormField id="cancel-reason" label="Grund der außerordentlichen Kündigung" error={errors.reason?.message}>
            {(control) => <Textarea {...control} rows={4} {...form.register("reason")} />}
          </FormField>
        ) : null}
      </fieldset>

      <IdentityFields idPrefix="cancel" form={form} />

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-base font-semibold">Gewünschtes Vertragsende</legend>
        <ChoiceOption id="cancel-end-next" value="nextPossible" field={form.register("endOption")}>
          Zum nächstmöglichen Zeitpunkt
        </ChoiceOption>
        <ChoiceOption id="cancel-end-date" value="date" field={form.register("endOption")}>
          Zu einem bestimmten Datum
        </ChoiceOption>
        {byDate ? (
          <FormField
            id="cancel-end-date-value"
            label="Vertragsende am"
            hint="Höchstens 12 Monate im Voraus. Der Vertrag endet mit dem Abrechnungszeitraum, in den das Datum fällt; liegt es vor dem frühestmöglichen Vertragsende, endet er zum frühestmöglichen Termin."
            error={errors.requestedEndDate?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                min={berlinDayOf(new Date())}
                max={latestWishedEndDay(berlinDayOf(new Date()))}
                className="sm:max-w-56"
                {...form.register("requestedEndDate")}
              />
            )}
          </FormField>
        ) : null}
      </fieldset>

      <ContinueButton />
    </form>
  );
}
