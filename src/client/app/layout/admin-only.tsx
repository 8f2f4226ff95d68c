import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import type { User } from "../../../shared/schemas/users.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Navigate } from "../../lib/navigation.tsx";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { SecondFactorForm } from "../../features/auth/components/second-factor-form.tsx";

function PageLoading() {
  return (
    <div role="status" className="flex justify-center py-24 text-muted-foreground">
      <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}

/**
 * The administrator's pages: guests go to /login, everyone but the administrator (user id 1)
 * to /. Only a guard for what the browser shows; the server refuses every admin call itself.
 */
export function AdminOnly({ children }: { children: (admin: User) => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading || user === undefined) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.id !== ADMIN_USER_ID) return <Navigate to="/" replace />;
  // Logged in with the password only: the administrator's pages wait for the code.
  if (user.secondFactorRequired) {
    return (
      <AuthCard title="Anmeldung bestätigen" description="Der Adminbereich braucht den Code Ihrer Authenticator-App.">
        <SecondFactorForm />
      </AuthCard>
    );
  }
  return children(user);
}
