import { Link, useSearchParams } from "react-router";
import type { OwnerDeclaration } from "../../../shared/api-types.ts";
import { formatBerlinDateTime } from "../../../shared/domain/berlin-time.ts";
import { Button } from "../../components/ui/button.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useDecideDeclarationLink, useDeclarationLink } from "../../features/contract-declarations/api/declaration-link.ts";
import { PageShell } from "../../features/contract-declarations/components/page-shell.tsx";

const invalidLink =
  "Dieser Link ist ungültig oder abgelaufen. Sie können die Erklärung nach der Anmeldung in Ihrem Profil bestätigen.";
const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

function outcomeText(result: OwnerDeclaration): string {
  return result.status === "applied"
    ? "Ihr Widerruf ist wirksam: Ihre Mitgliedschaft ist beendet. Die Bestätigung haben wir Ihnen per E-Mail geschickt; den gezahlten Betrag erstatten wir anteilig innerhalb von 14 Tagen."
    : result.status === "rejected"
      ? "Vielen Dank. Die Erklärung bleibt ohne Wirkung; Ihre Mitgliedschaft läuft unverändert weiter."
      : "Zu dieser Erklärung gibt es keinen laufenden Vertrag mehr. Unser Kundenservice meldet sich bei Ihnen.";
}

function Decision({ token, declaration }: { token: string; declaration: OwnerDeclaration }) {
  const decide = useDecideDeclarationLink();
  if (decide.data) {
    return (
      <p role="status" className="text-sm leading-6">
        {outcomeText(decide.data)}
      </p>
    );
  }
  const received = formatBerlinDateTime(new Date(declaration.receivedAt), { seconds: false });
  return (
    <div className="grid gap-5">
      <p className="leading-7">
        Am {received} ist über unser Online-Formular ein Widerruf Ihrer Premium-Mitgliedschaft eingegangen (Vorgang{" "}
        {declaration.reference}). Ein Widerruf beendet die Mitgliedschaft sofort. Er wird nur wirksam, wenn Sie ihn hier
        bestätigen.
      </p>
      {decide.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {decide.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" disabled={decide.isPending} onClick={() => decide.mutate({ token, decision: "confirm" })}>
          Widerruf bestätigen
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => decide.mutate({ token, decision: "reject" })}>
          Das war ich nicht
        </Button>
      </div>
    </div>
  );
}

/**
 * The page behind the link mailed to the account's own address when someone else declared a
 * withdrawal. Opening it changes nothing (mail scanners open links); only a click decides.
 */
export default function ConfirmLinkPage() {
  usePageTitle("Widerruf bestätigen");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const view = useDeclarationLink(token);

  return (
    <PageShell title="Widerruf bestätigen" intro={null}>
      {!token || view.error ? (
        <p role="alert" className="text-sm leading-6">
          {token ? view.error?.message : invalidLink}{" "}
          <Link to="/login" className={textLink}>
            Zur Anmeldung
          </Link>
        </p>
      ) : view.data ? (
        <Decision token={token} declaration={view.data} />
      ) : (
        <p aria-busy="true" className="text-sm text-muted-foreground">
          Der Link wird geprüft...
        </p>
      )}
    </PageShell>
  );
}
