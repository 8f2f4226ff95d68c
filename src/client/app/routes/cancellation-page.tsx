import type { Cancellation, CancellationInput } from "../../../shared/schemas/contract-declarations.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useSubmitCancellation } from "../../features/contract-declarations/api/submit-cancellation.ts";
import {
  CancellationForm,
  emptyCancellation,
} from "../../features/contract-declarations/components/cancellation-form.tsx";
import { DeclarationFlow } from "../../features/contract-declarations/components/declaration-flow.tsx";
import { cancellationTermText } from "../../../shared/domain/membership-texts.ts";
import { declaredCancellation } from "../../features/contract-declarations/declared-data.ts";

const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/** § 312k BGB: "Verträge hier kündigen", reachable from every page, no login, two steps. */
export default function CancellationPage() {
  usePageTitle("Verträge hier kündigen");
  const submit = useSubmitCancellation();

  return (
    <DeclarationFlow<CancellationInput, Cancellation>
      kind="cancellation"
      title="Verträge hier kündigen"
      formTitle="Ihre Kündigung"
      confirmLabel="Jetzt kündigen"
      emptyInput={emptyCancellation}
      submit={submit}
      declared={declaredCancellation}
      renderForm={(initialValues, onContinue) => (
        <CancellationForm initialValues={initialValues} onContinue={onContinue} />
      )}
      intro={
        <p>
          Hier kündigen Sie Ihre Mitgliedschaft – ohne Anmeldung und ohne Passwort. Füllen Sie das Formular aus, prüfen
          Sie im nächsten Schritt Ihre Angaben und senden Sie die Kündigung mit „Jetzt kündigen“ ab. Sie erhalten sofort
          eine Bestätigung mit Datum und Uhrzeit, auf dieser Seite und per E-Mail. {cancellationTermText}
        </p>
      }
      footnote={
        <p>
          Innerhalb von 14 Tagen nach Vertragsschluss können Sie den Vertrag stattdessen auch{" "}
          <Link to="/widerrufen" className={textLink}>
            widerrufen
          </Link>
          .
        </p>
      }
    />
  );
}
