import { useState, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type {
  ContractDeclarationConfirmation,
  DeclaredContractData,
} from "../../../../shared/schemas/contract-declarations.ts";
import type { DeclarationKind } from "../../../../shared/domain/contract-declaration-texts.ts";
import { useStepScroll } from "../use-step-scroll.ts";
import { ConfirmationView } from "./confirmation-view.tsx";
import { PageShell } from "./page-shell.tsx";
import { ReviewStep } from "./review-step.tsx";
import { StepHeading } from "./step-heading.tsx";

type Step<Input, Checked> =
  | { name: "form"; input: Input }
  | { name: "review"; input: Input; checked: Checked }
  | { name: "done"; confirmation: ContractDeclarationConfirmation };

interface DeclarationFlowProps<Input, Checked> {
  kind: DeclarationKind;
  title: string;
  /** Heading of step 1, e.g. "Ihre Kündigung". */
  formTitle: string;
  /** The final, binding button. */
  confirmLabel: string;
  emptyInput: Input;
  submit: UseMutationResult<ContractDeclarationConfirmation, Error, Input>;
  /** Shown above the form and the review; left out on the confirmation. */
  intro: ReactNode;
  /** Shown below the form step only. */
  footnote: ReactNode;
  declared(checked: Checked): DeclaredContractData;
  renderForm(initialValues: Input, onContinue: (input: Input, checked: Checked) => void): ReactNode;
}

/**
 * The two-step pattern § 312k and § 356a BGB ask for: the form, a review with the one binding
 * button, then the confirmation to print or save. "Back" keeps everything typed.
 */
export function DeclarationFlow<Input, Checked>(props: DeclarationFlowProps<Input, Checked>) {
  const { submit } = props;
  const [step, setStep] = useState<Step<Input, Checked>>({
    name: "form",
    input: props.emptyInput,
  });
  useStepScroll(step.name);

  function confirm(input: Input): void {
    if (submit.isPending) return;
    submit.mutate(input, {
      onSuccess: (confirmation) => setStep({ name: "done", confirmation }),
    });
  }

  return (
    <PageShell
      title={props.title}
      intro={step.name === "done" ? null : props.intro}
      footnote={step.name === "form" ? props.footnote : null}
    >
      {step.name === "form" ? (
        <div className="grid gap-6">
          <StepHeading step={1} title={props.formTitle} />
          {props.renderForm(step.input, (input, checked) => setStep({ name: "review", input, checked }))}
        </div>
      ) : null}
      {step.name === "review" ? (
        <ReviewStep
          kind={props.kind}
          declaration={props.declared(step.checked)}
          confirmLabel={props.confirmLabel}
          pending={submit.isPending}
          error={submit.error?.message ?? null}
          onBack={() => {
            submit.reset();
            setStep({ name: "form", input: step.input });
          }}
          onConfirm={() => confirm(step.input)}
        />
      ) : null}
      {step.name === "done" ? <ConfirmationView confirmation={step.confirmation} /> : null}
    </PageShell>
  );
}
