import type { OwnerDeclaration } from "../../../../shared/schemas/contract-declarations.ts";
import { formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useDecideDeclarationLink } from "../api/decide-declaration-link.ts";

function outcomeText(result: OwnerDeclaration): string {
  return result.status === "applied"
    ? "Ihr Widerruf ist wirksam: Ihre Mitgliedschaft ist beendet. Die Bestätigung haben wir Ihnen per E-Mail geschickt; den gezahlten Betrag erstatten wir anteilig innerhalb von 14 Tagen."
    : result.status === "rejected"
      ? "Vielen Dank. Die Erklärung bleibt ohne Wirkung; Ihre Mitgliedschaft läuft unverändert weiter."
      : "Zu dieser Erklärung gibt es keinen laufenden Vertrag mehr. Unser Kundenservice meldet sich bei Ihnen.";
}

/** The owner confirms or rejects the withdrawal someone else declared; the page shows the outcome. */
export function LinkDecision({ token, declaration }: { token: string; declaration: OwnerDeclaration }) {
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
        <Button
          variant="destructive"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ token, decision: "confirm" })}
        >
          Widerruf bestätigen
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
