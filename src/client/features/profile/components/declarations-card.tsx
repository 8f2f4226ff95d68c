import type { OwnerDeclaration } from "../../../../shared/schemas/contract-declarations.ts";
import { confirmActionLabel, declarationNoun } from "../../../../shared/domain/contract-declaration-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeclarationAction } from "../api/act-on-declaration.ts";
import { useMyDeclarations } from "../api/get-my-declarations.ts";
import { declarationNoticeText } from "./declaration-notice-text.ts";

function DeclarationNotice({ declaration }: { declaration: OwnerDeclaration }) {
  const act = useDeclarationAction();
  const { reference } = declaration;
  const fail = (error: Error) => toast({ title: "Fehler", description: error.message, variant: "destructive" });
  const decide = (decision: "confirm" | "reject") =>
    act.mutate(
      { reference, action: "decision", decision },
      {
        onSuccess: () =>
          toast({
            title: decision === "confirm" ? `${declarationNoun(declaration.kind)} bestätigt` : "Erklärung abgelehnt",
            description:
              decision === "reject"
                ? "Ihre Mitgliedschaft bleibt unverändert."
                : declaration.kind === "withdrawal"
                  ? "Ihre Mitgliedschaft ist beendet. Die Bestätigung erhalten Sie per E-Mail."
                  : "Das Vertragsende steht jetzt bei Ihrer Mitgliedschaft. Die Bestätigung erhalten Sie per E-Mail.",
          }),
        onError: fail,
      },
    );

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <p className="text-sm leading-6">{declarationNoticeText(declaration)}</p>
      <div className="flex flex-wrap gap-2">
        {declaration.status === "awaitingOwner" ? (
          <>
            <Button variant="destructive" disabled={act.isPending} onClick={() => decide("confirm")}>
              {confirmActionLabel(declaration.kind)}
            </Button>
            <Button variant="outline" disabled={act.isPending} onClick={() => decide("reject")}>
              Das war ich nicht
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ reference, action: "acknowledge" }, { onError: fail })}
          >
            Zur Kenntnis genommen
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Cancellations and withdrawals someone declared for this account through the forms without
 * logging in: the owner always learns of them here, and confirms or rejects them.
 */
export function DeclarationsCard({ className }: { className?: string }) {
  const { data } = useMyDeclarations();
  const declarations = data?.declarations ?? [];
  if (declarations.length === 0) return null;
  return (
    <Card className={className} role="region" aria-labelledby="declarations-title">
      <CardHeader>
        <CardTitle id="declarations-title">Erklärungen zu Ihrem Vertrag</CardTitle>
        <CardDescription>Über unsere Online-Formulare ist für Ihr Konto Folgendes eingegangen.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {declarations.map((d) => (
            <DeclarationNotice key={d.reference} declaration={d} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
