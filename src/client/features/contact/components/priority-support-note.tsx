import { BadgeCheck } from "lucide-react";
import { useAuth } from "../../../lib/auth/auth-context.tsx";

/**
 * Prioritäts-Support: a signed-in member's message is marked as priority for support
 * (src/server/modules/contact/service.ts); members read that here, everyone else how to get it.
 */
export function PrioritySupportNote() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (user?.hasActiveSubscription) {
    return (
      <p role="note" className="flex gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        Prioritäts-Support: Sie sind als Premium-Mitglied angemeldet. Ihre Nachricht erreicht uns als Prioritäts-Anfrage
        und wird vorrangig beantwortet.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      Premium-Mitglieder erhalten Prioritäts-Support: Wenn Sie als Mitglied angemeldet schreiben, beantworten wir Ihre
      Nachricht vorrangig.
    </p>
  );
}
