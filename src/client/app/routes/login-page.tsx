import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Navigate } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { PageLoading } from "../../features/auth/components/page-loading.tsx";
import { SecondFactorForm } from "../../features/auth/components/second-factor-form.tsx";
import { TextLink } from "../../features/auth/components/text-link.tsx";
import { useLogin } from "../../features/auth/use-login.ts";

export default function LoginPage() {
  usePageTitle("Login");
  const { user, isLoading } = useAuth();
  const { submit, welcome, phase, error } = useLogin();

  if (isLoading) return <PageLoading />;
  if (phase === "second-factor" || (phase === "idle" && user?.secondFactorRequired)) {
    return (
      <AuthCard title="Anmeldung bestätigen" description="Ihr Konto ist mit einer Zwei-Faktor-Anmeldung geschützt.">
        <SecondFactorForm onPassed={(passed) => void welcome(passed)} />
      </AuthCard>
    );
  }
  // Only a visitor who arrives signed in is sent on; after a fresh login useLogin redirects itself.
  if (user && phase === "idle") return <Navigate to="/profile" replace />;

  return (
    <AuthCard
      title="Login"
      footer={
        <>
          <TextLink to="/forgot-password" className="justify-self-start">
            Passwort vergessen?
          </TextLink>
          <TextLink to="/signup" className="justify-self-start">
            Noch kein Konto? Jetzt registrieren
          </TextLink>
        </>
      }
    >
      <LoginForm onSubmit={submit} busy={phase !== "idle"} error={error} />
    </AuthCard>
  );
}
