import { MailCheck } from "lucide-react";
import { toast } from "../../lib/toast.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useRequestPasswordReset } from "../../features/auth/api/request-password-reset.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form.tsx";
import { TextLink } from "../../features/auth/components/text-link.tsx";
import { errorMessageOf, tryLater } from "../../lib/error-message.ts";

export default function ForgotPasswordPage() {
  usePageTitle("Passwort vergessen");
  const request = useRequestPasswordReset();
  const backToLogin = (
    <TextLink to="/login" className="justify-self-start">
      Zurück zum Login
    </TextLink>
  );

  // The server answers the same for known and unknown addresses, so the page never reveals
  // whether an account exists; it just repeats what the server said.
  if (request.isSuccess) {
    return (
      <AuthCard title="Passwort vergessen" footer={backToLogin}>
        <div role="status" className="flex gap-3 rounded-md border border-border bg-muted/50 p-4 text-sm">
          <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>{request.data.message}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Passwort vergessen"
      description="Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können."
      footer={backToLogin}
    >
      <ForgotPasswordForm
        pending={request.isPending}
        onSubmit={(values) =>
          request.mutate(values, {
            onError: (error) =>
              toast({ title: "Fehler", description: errorMessageOf(error, tryLater), variant: "destructive" }),
          })
        }
      />
    </AuthCard>
  );
}
