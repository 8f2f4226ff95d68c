import type { OwnerDeclaration } from "../../../../shared/schemas/contract-declarations.ts";
import { formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import {
  confirmActionLabel,
  confirmedText,
  receiptCountsText,
} from "../../../../shared/domain/contract-declaration-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useDecideDeclarationLink } from "../api/decide-declaration-link.ts";

function outcomeText(result: OwnerDeclaration): string {
  return result.status === "applied"
    ? confirmedText(result)
    : result.status === "rejected"
      ? "Vielen Dank. Die Erklärung bleibt ohne Wirkung; Ihre Mitgliedschaft läuft unverändert weiter."
      : "Zu dieser Erklärung gibt es keinen laufenden Vertrag mehr. Unser Kundenservice meldet sich bei Ihnen.";
}

function arrivalText(d: OwnerDeclaration): string {
  const received = formatBerlinDateTime(new Date(d.receivedAt), { seconds: false });
  return d.kind === "cancellation"
    ? `Am ${received} ist über unser Online-Formular eine Kündigung Ihrer Premium-Mitgliedschaft eingegangen (Vorgang ` +
        `${d.reference}). Sie wird nur wirksam, wenn Sie sie hier bestätigen; bis dahin bleibt Ihre Mitgliedschaft unverändert.`
    : `Am ${received} ist über unser Online-Formular ein Widerruf Ihrer Premium-Mitgliedschaft eingegangen (Vorgang ` +
        `${d.reference}). Ein Widerruf beendet die Mitgliedschaft sofort. Er wird nur wirksam, wenn Sie ihn hier bestätigen.`;
}

/** The owner confirms or rejects what someone declared without logging in; the page shows the outcome. */
export function LinkDecision({ token, declaration }: { token: string; declaration: OwnerDeclaration }) {
  const decide = useDecideDeclarationLink();
  if (decide.data) {
    return (
      <p role="status" className="text-sm leading-6">
        {outcomeText(decide.data)}
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="leading-7">{arrivalText(declaration)}</p>
      <p className="leading-7 font-medium">{receiptCountsText(declaration)}</p>
      {decide.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {decide.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="destructive"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ token, decision: "confirm" })}
        >
          {confirmActionLabel(declaration.kind)}
        </Button>
        <Button
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ token, decision: "reject" })}
        >
          Das war ich nicht
        </Button>
      </div>
    </div>
  );
}
