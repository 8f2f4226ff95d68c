import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import { useChoiceWhileSaving } from "../../../lib/use-choice-while-saving.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";
import { useSetSummaryMail } from "../api/set-summary-mail.ts";
import { SectionCard } from "./section-card.tsx";

/** The monthly summary mail: on for every account, turned off and on here. */
export function SummaryMailCard({ userId, view }: { userId: number; view: SpendingView }) {
  const setSummaryMail = useSetSummaryMail(userId);
  const choice = useChoiceWhileSaving(view.summaryMail);
  return (
    <SectionCard
      title="Monatsübersicht per E-Mail"
      description="Zu Beginn jedes Monats schicken wir Ihnen, was Sie im vergangenen telefoniert und bezahlt haben."
    >
      <CheckboxField
        id="summary-mail"
        label="Monatsübersicht per E-Mail erhalten"
        checked={choice.shown}
        disabled={choice.saving}
        onChange={(event) => {
          choice.hold(event.target.checked);
          setSummaryMail.mutate(event.target.checked, {
            onSettled: choice.release,
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
