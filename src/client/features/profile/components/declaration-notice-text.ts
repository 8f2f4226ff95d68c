import type { OwnerDeclaration } from "../../../../shared/schemas/contract-declarations.ts";
import { formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { receiptCountsText } from "../../../../shared/domain/contract-declaration-texts.ts";

/** What the owner reads about a declaration someone made for the account (docs/decisions/0007). */
export function declarationNoticeText(d: OwnerDeclaration): string {
  const received = formatBerlinDateTime(new Date(d.receivedAt), { seconds: false });
  const what = d.kind === "cancellation" ? "eine Kündigung" : "ein Widerruf";
  const arrived = `Am ${received} ist über unser Online-Formular ${what} Ihrer Mitgliedschaft eingegangen (Vorgang ${d.reference}).`;
  switch (d.status) {
    case "awaitingOwner":
      return d.kind === "cancellation"
        ? `${arrived} Sie wird erst wirksam, wenn Sie sie bestätigen; bis dahin bleibt Ihre Mitgliedschaft unverändert. ${receiptCountsText(d)}`
        : `${arrived} Ein Widerruf beendet die Mitgliedschaft sofort. Er wird erst wirksam, wenn Sie ihn bestätigen; bis dahin bleibt Ihre Mitgliedschaft unverändert. ${receiptCountsText(d)}`;
    case "applied":
      if (d.kind === "withdrawal") return `${arrived} Ihre Mitgliedschaft ist damit beendet.`;
      return d.missedEnd
        ? `${arrived} Ihre Mitgliedschaft ist damit beendet; Beiträge für die Zeit nach dem ${formatBerlinDateTime(new Date(d.missedEnd), { seconds: false })} erstatten wir Ihnen.`
        : `${arrived} Das Vertragsende steht oben bei Ihrer Mitgliedschaft. Solange es möglich ist, können Sie die Kündigung dort zurücknehmen.`;
    case "rejected":
      return `${arrived} Sie haben angegeben, dass diese Erklärung nicht von Ihnen stammt; sie bleibt ohne Wirkung.`;
    default:
      return `${arrived} Unser Kundenservice prüft die Erklärung und meldet sich bei Ihnen.`;
  }
}
