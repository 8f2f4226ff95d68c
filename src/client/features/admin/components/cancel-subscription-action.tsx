import { useId, useState } from "react";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCancelSubscription } from "../api/cancel-subscription.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";

export const cancelConfirmation = "Sind Sie sicher, dass Sie diese Mitgliedschaft kündigen möchten?";

/** "Mitgliedschaft kündigen" after the browser's confirmation, optionally ending access at once. */
export function CancelSubscriptionAction({ userId }: { userId: number }) {
  const checkboxId = useId();
  const [immediate, setImmediate] = useState(false);
  const cancel = useCancelSubscription(userId);

  function onCancel() {
    if (!window.confirm(cancelConfirmation)) return;
    cancel.mutate(
      { immediate },
      {
        onSuccess: (result) => {
          toast({
            title: "Mitgliedschaft gekündigt",
            description: `Der Zugang endet am ${formatBerlinDate(result.effectiveEndDate)}. ${result.message}`,
          });
          setImmediate(false);
        },
        onError: (error) =>
          toast({
            title: "Fehler",
            description: errorMessageOf(error, "Die Mitgliedschaft konnte nicht gekündigt werden."),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          checked={immediate}
          onChange={(event) => setImmediate(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm">
          Zugang sofort beenden (Erstattung erfolgt manuell)
        </label>
      </div>
      <Button variant="destructive" className="justify-self-start" disabled={cancel.isPending} onClick={onCancel}>
        {cancel.isPending ? "Wird gekündigt..." : "Mitgliedschaft kündigen"}
      </Button>
    </div>
  );
}
