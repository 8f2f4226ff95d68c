import { useState } from "react";
import { Link } from "react-router";
import type { ContractDeclarationConfirmation } from "../../../shared/api-types.ts";
import type { Cancellation, CancellationInput } from "../../../shared/schemas/contract-declarations.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useSubmitCancellation } from "./api/submit-cancellation.ts";
import { CancellationForm, emptyCancellation } from "./components/cancellation-form.tsx";
import { ConfirmationView } from "./components/confirmation-view.tsx";
import { PageShell } from "./components/page-shell.tsx";
import { ReviewStep } from "./components/review-step.tsx";
import { StepHeading } from "./components/step-heading.tsx";
import { declaredCancellation } from "./declared-data.ts";
import { useStepScroll } from "./use-step-scroll.ts";

type Step =
  | { name: "form"; input: CancellationInput }
  | { name: "review"; input: CancellationInput; checked: Cancellation }
  | { name: "done"; confirmation: ContractDeclarationConfirmation };

const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/** § 312k BGB: "Verträge hier kündigen", reachable from every page, no login, two steps. */
export default function CancellationPage() {
  usePageTitle("Verträge hier kündigen");
  const [step, setStep] = useState<Step>({ name: "form", input: emptyCancellation });
  const submit = useSubmitCancellation();
  useStepScroll(step.name);

  function confirm(input: CancellationInput): void {
    if (submit.isPending) return;
    submit.mutate(input, { onSuccess: (confirmation) => setStep({ name: "done", confirmation }) });
  }

  return (
    <PageShell
      title="Verträge hier kündigen"
      intro={
        step.name === "done" ? null : (
          <p>
            Hier kündigen Sie Ihre Mitgliedschaft – ohne Anmeldung und ohne Passwort. Füllen Sie das Formular aus,
            prüfen Sie im nächsten Schritt Ihre Angaben und senden Sie die Kündigung mit „Jetzt kündigen“ ab. Sie
            erhalten sofort eine Bestätigung mit Datum und Uhrzeit, auf dieser Seite und per E-Mail.
          </p>
        )
      }
      footnote={
        step.name === "form" ? (
          <p>
            Innerhalb von 14 Tagen nach Vertragsschluss können Sie den Vertrag stattdessen auch{" "}
            <Link to="/widerrufen" className={textLink}>
              widerrufen
            </Link>
            .
          </p>
        ) : null
      }
    >
      {step.name === "form" ? (
        <div className="grid gap-6">
          <StepHeading step={1} title="Ihre Kündigung" />
          <CancellationForm
            initialValues={step.input}
            onContinue={(input, checked) => setStep({ name: "review", input, checked })}
          />
        </div>
      ) : null}
      {step.name === "review" ? (
        <ReviewStep
          kind="cancellation"
          declaration={declaredCancellation(step.checked)}
          confirmLabel="Jetzt kündigen"
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
