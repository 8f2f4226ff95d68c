import { ArrowLeft } from "lucide-react";
import type { DeclaredContractData } from "../../../../shared/schemas/contract-declarations.ts";
import { declarationFields, type DeclarationKind } from "../../../../shared/domain/contract-declaration-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DeclarationList } from "./declaration-list.tsx";
import { StepHeading } from "./step-heading.tsx";

interface ReviewStepProps {
  kind: DeclarationKind;
  declaration: DeclaredContractData;
  /** The final button: "Jetzt kündigen" / "Widerruf bestätigen". */
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onBack(): void;
  onConfirm(): void;
}

/** Step 2 of 2: the summary and the one button that makes the declaration binding. */
export function ReviewStep({ kind, declaration, confirmLabel, pending, error, onBack, onConfirm }: ReviewStepProps) {
  const consequence =
    kind === "cancellation"
      ? `Mit „${confirmLabel}“ geben Sie Ihre Kündigung verbindlich ab. Sie erhalten sofort eine Bestätigung auf dieser Seite und per E-Mail.`
      : `Mit „${confirmLabel}“ widerrufen Sie den Vertrag verbindlich. Sie erhalten sofort eine Bestätigung auf dieser Seite und per E-Mail.`;

  return (
    <section aria-label="Angaben prüfen" className="grid gap-6">
      <StepHeading step={2} title="Bitte prüfen Sie Ihre Angaben" />
      <div className="rounded-lg border border-border bg-muted/40 p-4 sm:p-6">
        <DeclarationList fields={declarationFields(kind, declaration)} />
      </div>
      <p className="text-sm text-muted-foreground">{consequence}</p>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden="true" />
          Angaben ändern
        </Button>
        <Button size="lg" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {confirmLabel}
        </Button>
      </div>
    </section>
  );
}
