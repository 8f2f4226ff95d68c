import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useResumeSubscription } from "../api/resume-subscription.ts";

/** "Kündigung zurücknehmen": possible until the provider subscription is stopped. */
export function ResumeSubscriptionButton() {
  const resume = useResumeSubscription();
  const onClick = () =>
    resume.mutate(undefined, {
      onSuccess: (result) => toast({ title: "Kündigung zurückgenommen", description: result.message }),
      onError: (error) => toast({ title: "Fehler", description: error.message, variant: "destructive" }),
    });
  return (
    <Button variant="outline" onClick={onClick} disabled={resume.isPending}>
      {resume.isPending ? "Wird zurückgenommen..." : "Kündigung zurücknehmen"}
    </Button>
  );
}
