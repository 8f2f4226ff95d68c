import type { Withdrawal, WithdrawalInput } from "../../../shared/schemas/contract-declarations.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useSubmitWithdrawal } from "../../features/contract-declarations/api/submit-withdrawal.ts";
import { DeclarationFlow } from "../../features/contract-declarations/components/declaration-flow.tsx";
import { emptyWithdrawal, WithdrawalForm } from "../../features/contract-declarations/components/withdrawal-form.tsx";
import { declaredWithdrawal } from "../../features/contract-declarations/declared-data.ts";

const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/** § 356a BGB: "Vertrag widerrufen" for the 14 days after the purchase, no login, two steps. */
export default function WithdrawalPage() {
  usePageTitle("Vertrag widerrufen");
  const submit = useSubmitWithdrawal();

  return (
    <DeclarationFlow<WithdrawalInput, Withdrawal>
      kind="withdrawal"
      title="Vertrag widerrufen"
      formTitle="Ihr Widerruf"
      confirmLabel="Widerruf bestätigen"
      emptyInput={emptyWithdrawal}
      submit={submit}
      declared={declaredWithdrawal}
      renderForm={(initialValues, onContinue) => (
        <WithdrawalForm initialValues={initialValues} onContinue={onContinue} />
      )}
      intro={
        <>
          <p>
            Innerhalb von 14 Tagen nach Vertragsschluss können Sie Ihre Mitgliedschaft ohne Angabe von Gründen
            widerrufen – ohne Anmeldung und ohne Passwort. Der Vertrag endet dann sofort.
          </p>
          <p>
            Zu Ihrem Schutz wird ein Widerruf, der weder im angemeldeten Kundenkonto noch mit der dort hinterlegten
            E-Mail-Adresse abgegeben wird, erst wirksam, wenn der Vertragsinhaber ihn bestätigt: über den Link in
            unserer E-Mail an die hinterlegte Adresse oder nach der Anmeldung im Profil.
          </p>
          <p>
            Den gezahlten Betrag erstatten wir innerhalb von 14 Tagen, abzüglich eines anteiligen Betrags für die Tage,
            an denen Ihre Mitgliedschaft bereits bestand.
          </p>
        </>
      }
      footnote={
        <p>
          Sie möchten den Vertrag zum Ende der Laufzeit beenden? Dann nutzen Sie{" "}
          <Link to="/kuendigen" className={textLink}>
            Verträge hier kündigen
          </Link>
          .
        </p>
      }
    />
  );
}
