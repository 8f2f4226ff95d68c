import { useState } from "react";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";
import { useSetSummaryMail } from "../api/set-summary-mail.ts";
import { SectionCard } from "./section-card.tsx";

/** The monthly summary mail: on for every account, turned off and on here. */
export function SummaryMailCard({ userId, view }: { userId: number; view: SpendingView }) {
  const setSummaryMail = useSetSummaryMail(userId);
  // The box shows a change at once, in the same render as the click: the mutation's own pending state arrives a
  // tick later, and in between a controlled box would snap back.
  const [requested, setRequested] = useState<boolean | null>(null);
  return (
    <SectionCard
      title="Monatsübersicht per E-Mail"
      description="Zu Beginn jedes Monats schicken wir Ihnen, was Sie im vergangenen telefoniert und bezahlt haben."
    >
      <CheckboxField
        id="summary-mail"
        label="Monatsübersicht per E-Mail erhalten"
        checked={requested ?? view.summaryMail}
        disabled={requested !== null}
        onChange={(event) => {
          setRequested(event.target.checked);
          setSummaryMail.mutate(event.target.checked, {
            onSettled: () => setRequested(null),
            onSuccess: (next) =>
              toast({
                title: next.summaryMail ? "Monatsübersicht bestellt" : "Monatsübersicht abbestellt",
              }),
            onError: (error) =>
              toast({ title: "Fehler", description: errorMessageOf(error, tryLater), variant: "destructive" }),
          });
        }}
      />
    </SectionCard>
  );
}
