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

function InvalidLink() {
  return (
    <AuthCard
      title="Ungültiger Link"
      footer={
        <TextLink to="/login" className="justify-self-start">
          Zurück zum Login
        </TextLink>
      }
    >
      <p className="text-sm">Ungültiger Reset-Link. Bitte fordern Sie einen neuen an.</p>
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

  // An expired or used link also comes back as an error; its message says so.
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
              onError: (cause) => {
                toast({ title: "Fehler", description: errorMessageOf(cause, tryLater), variant: "destructive" });
              },
            },
          )
        }
      />
    </AuthCard>
  );
}
