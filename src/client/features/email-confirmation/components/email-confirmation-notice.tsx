import { MailWarning } from "lucide-react";
import { emailConfirmationMessages } from "../../../../shared/schemas/email-confirmation.ts";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { useEmailConfirmation, useResendConfirmationLink } from "../api/email-confirmation-api.ts";

/**
 * While the account's address waits for its link: what that means, and a new link on request
 * (docs/decisions/0051). Nothing once it is confirmed, without an address, or while it loads.
 */
export function EmailConfirmationNotice({ userId, className }: { userId: number; className?: string }) {
  const { data } = useEmailConfirmation(userId);
  const resend = useResendConfirmationLink(userId);
  if (!data?.email || data.confirmed) return null;
  return (
    <section
      aria-labelledby="email-confirmation-heading"
      className={cn("grid gap-3 rounded-lg border border-gold/60 bg-muted/40 p-4", className)}
    >
      <h2 id="email-confirmation-heading" className="flex items-center gap-2 text-base font-semibold">
        <MailWarning aria-hidden="true" className="size-5" />
        E-Mail-Adresse noch nicht bestätigt
      </h2>
      <p className="text-sm">
        {emailConfirmationMessages.unconfirmed} Den Link haben wir an <strong>{data.email}</strong> geschickt.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
          Link erneut senden
        </Button>
        {resend.isSuccess ? (
          <p role="status" className="text-sm">
            {resend.data.message}
          </p>
        ) : null}
        {resend.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessageOf(resend.error, `Der Link konnte nicht gesendet werden. ${tryLater}`)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
