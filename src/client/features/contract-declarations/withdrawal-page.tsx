import { useState } from "react";
import { Link } from "react-router";
import type { ContractDeclarationConfirmation } from "../../../shared/api-types.ts";
import type { Withdrawal, WithdrawalInput } from "../../../shared/schemas/contract-declarations.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useSubmitWithdrawal } from "./api/submit-withdrawal.ts";
import { ConfirmationView } from "./components/confirmation-view.tsx";
import { PageShell } from "./components/page-shell.tsx";
import { ReviewStep } from "./components/review-step.tsx";
import { StepHeading } from "./components/step-heading.tsx";
import { emptyWithdrawal, WithdrawalForm } from "./components/withdrawal-form.tsx";
import { declaredWithdrawal } from "./declared-data.ts";
import { useStepScroll } from "./use-step-scroll.ts";

type Step =
  | { name: "form"; input: WithdrawalInput }
  | { name: "review"; input: WithdrawalInput; checked: Withdrawal }
  | { name: "done"; confirmation: ContractDeclarationConfirmation };

const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/** § 356a BGB: "Vertrag widerrufen" for the 14 days after the purchase, no login, two steps. */
export default function WithdrawalPage() {
  usePageTitle("Vertrag widerrufen");
  const [step, setStep] = useState<Step>({ name: "form", input: emptyWithdrawal });
  const submit = useSubmitWithdrawal();
  useStepScroll(step.name);

  function confirm(input: WithdrawalInput): void {
    if (submit.isPending) return;
    submit.mutate(input, { onSuccess: (confirmation) => setStep({ name: "done", confirmation }) });
  }

  return (
    <PageShell
      title="Vertrag widerrufen"
      intro={
        step.name === "done" ? null : (
          <>
            <p>
              Innerhalb von 14 Tagen nach Vertragsschluss können Sie Ihre Mitgliedschaft ohne Angabe von Gründen
              widerrufen – ohne Anmeldung und ohne Passwort. Der Vertrag endet dann sofort.
            </p>
            <p>
              Den gezahlten Betrag erstatten wir innerhalb von 14 Tagen, abzüglich eines anteiligen Betrags für die
              Tage, an denen Ihre Mitgliedschaft bereits bestand.
            </p>
          </>
        )
      }
      footnote={
        step.name === "form" ? (
          <p>
            Sie möchten den Vertrag zum Ende der Laufzeit beenden? Dann nutzen Sie{" "}
            <Link to="/kuendigen" className={textLink}>
              Verträge hier kündigen
            </Link>
            .
          </p>
        ) : null
      }
    >
      {step.name === "form" ? (
        <div className="grid gap-6">
          <StepHeading step={1} title="Ihr Widerruf" />
          <WithdrawalForm
            initialValues={step.input}
            onContinue={(input, checked) => setStep({ name: "review", input, checked })}
          />
        </div>
      ) : null}
      {step.name === "review" ? (
        <ReviewStep
          kind="withdrawal"
          declaration={declaredWithdrawal(step.checked)}
          confirmLabel="Widerruf bestätigen"
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
