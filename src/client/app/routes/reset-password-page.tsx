import { useSearchParams } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link, useNavigate } from "../../lib/navigation.tsx";
import { toast } from "../../lib/toast.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useResetPassword } from "../../features/auth/api/reset-password.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form.tsx";
import { TextLink } from "../../features/auth/components/text-link.tsx";
import { errorMessageOf, tryLater } from "../../lib/error-message.ts";
import { ApiRequestError } from "../../lib/api-client.ts";

const missingTokenMessage = "Ungültiger Reset-Link. Bitte fordern Sie einen neuen an.";

/** The link is missing, used or expired: said once, with the way to a new one. */
function InvalidLink({ message = missingTokenMessage }: { message?: string }) {
  return (
    <AuthCard
      title="Ungültiger Link"
      footer={
        <TextLink to="/login" className="justify-self-start">
          Zurück zum Login
        </TextLink>
      }
    >
      <p role="alert" className="text-sm">
        {message}
      </p>
      <Link to="/forgot-password" className={buttonClasses({ className: "w-full" })}>
        Neuen Link anfordern
      </Link>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  usePageTitle("Neues Passwort festlegen");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();

  if (!token) return <InvalidLink />;

  // An expired or used link comes back as 400 (the password rules are the form's own): the page
  // turns into the invalid-link page with the server's words. Anything else stays on the form.
  if (reset.error instanceof ApiRequestError && reset.error.status === 400) {
    return <InvalidLink message={reset.error.serverMessage ?? missingTokenMessage} />;
  }
  const error = reset.isError ? errorMessageOf(reset.error, tryLater) : null;

  return (
    <AuthCard title="Neues Passwort festlegen" description="Wählen Sie ein neues Passwort mit mindestens 6 Zeichen.">
      <ResetPasswordForm
        pending={reset.isPending || reset.isSuccess}
        error={error}
        onSubmit={({ password }) =>
          reset.mutate(
            { token, password },
            {
              onSuccess: (response) => {
                toast({ title: "Passwort geändert", description: response.message });
                void navigate("/login");
              },
            },
          )
        }
      />
    </AuthCard>
  );
}
