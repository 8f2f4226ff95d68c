import { useSearchParams } from "react-router";
import { confirmActionLabel } from "../../../shared/domain/contract-declaration-texts.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useDeclarationLink } from "../../features/contract-declarations/api/view-declaration-link.ts";
import { LinkDecision } from "../../features/contract-declarations/components/link-decision.tsx";
import { PageShell } from "../../features/contract-declarations/components/page-shell.tsx";

const invalidLink =
  "Dieser Link ist ungültig oder abgelaufen. Sie können die Erklärung nach der Anmeldung in Ihrem Profil bestätigen.";
const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/**
 * The page behind the link mailed to the account's own address when a cancellation or
 * withdrawal was declared without the owner's login. Opening it changes nothing (mail scanners
 * open links); only a click decides.
 */
export default function ConfirmLinkPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const view = useDeclarationLink(token);
  const title = view.data ? confirmActionLabel(view.data.kind) : "Erklärung bestätigen";
  usePageTitle(title);

  return (
    <PageShell title={title} intro={null}>
      {!token || view.error ? (
        <p role="alert" className="text-sm leading-6">
          {token ? view.error?.message : invalidLink}{" "}
          <Link to="/login" className={textLink}>
            Zur Anmeldung
          </Link>
        </p>
      ) : view.data ? (
        <LinkDecision token={token} declaration={view.data} />
      ) : (
        <p aria-busy="true" className="text-sm text-muted-foreground">
          Der Link wird geprüft...
        </p>
      )}
    </PageShell>
  );
}
