import type { ReactNode } from "react";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import { useWithdrawDeletion } from "../api/account-deletion.ts";

/**
 * /profile of an account waiting for its erasure (docs/decisions/0049): when it is deleted and
 * taking the deletion back, above what the page passes in (payments and receipts, statements,
 * limit and pause). The server refuses everything else to this session.
 */
export function PendingDeletionProfile({ dueAt, children }: { dueAt: string; children: ReactNode }) {
  const withdraw = useWithdrawDeletion();
  // The answer replaces this view with the full profile, so the toast follows the promise,
  // which settles also after the view is gone.
  const takeBack = () =>
    withdraw.mutateAsync().then(
      (result) => toast({ title: "Löschung zurückgenommen", description: result.message }),
      (error: unknown) =>
        toast({
          title: "Nicht zurückgenommen",
          description: errorMessageOf(error, `Die Löschung konnte nicht zurückgenommen werden. ${tryLater}`),
          variant: "destructive",
        }),
    );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mein Profil</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="pending-deletion-title"
          className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 md:col-span-2"
        >
          <h2 id="pending-deletion-title" className="text-lg font-semibold">
            Ihr Konto wird am {formatBerlinDate(dueAt)} gelöscht
          </h2>
          <p className="text-sm">
            Bis dahin läuft Ihre gekündigte Mitgliedschaft weiter. Sie sehen hier Ihre Zahlungen und Belege, Ihre
            Monatsauszüge sowie Ihr Ausgabenlimit und Ihre Pause. Wenn Sie Ihr Konto behalten möchten, nehmen Sie die
            Löschung zurück; die Kündigung Ihrer Mitgliedschaft bleibt dabei bestehen.
          </p>
          <Button className="justify-self-start" onClick={() => void takeBack()} disabled={withdraw.isPending}>
            {withdraw.isPending ? "Wird zurückgenommen …" : "Löschung zurücknehmen"}
          </Button>
        </section>
        {children}
      </div>
    </div>
  );
}
