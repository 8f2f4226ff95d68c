import { useState } from "react";
import type { SubscriptionInfo } from "../../../../shared/schemas/subscriptions.ts";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { cancellationTermText } from "../../../../shared/domain/membership-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCancelSubscription } from "../api/cancel-subscription.ts";

/** Names the day access ends before the member confirms (the server computes it). */
export function CancelSubscriptionDialog({ subscription }: { subscription: SubscriptionInfo }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const endDate = formatBerlinDate(subscription.cancellationEffectiveDate);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        toast({ title: "Mitgliedschaft gekündigt", description: result.message });
      },
      onError: (error) => {
        // Closed first: an open modal dialog hides the toast from screen readers.
        setOpen(false);
        toast({ title: "Fehler", description: error.message, variant: "destructive" });
      },
    });

  return (
    <TriggeredDialog
      open={open}
      onOpenChange={(next) => (cancel.isPending ? undefined : setOpen(next))}
      trigger={<Button variant="outline">Mitgliedschaft kündigen</Button>}
      title="Mitgliedschaft kündigen?"
      description={
        <>
          Ihre Premium-Mitgliedschaft endet dann zum {endDate}. Bis dahin behalten Sie vollen Zugang zum
          Mitgliedertarif; danach wird nichts mehr abgebucht.
        </>
      }
    >
      <p className="text-sm text-muted-foreground">
        {cancellationTermText} Ihre Mindestlaufzeit endet am {formatBerlinDate(subscription.minimumTermEndDate)}.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
          Mitgliedschaft behalten
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? "Wird gekündigt..." : "Jetzt kündigen"}
        </Button>
      </DialogFooter>
    </TriggeredDialog>
  );
}
