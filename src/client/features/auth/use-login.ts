import { useState } from "react";
import type { LoginInput } from "../../../shared/schemas/auth.ts";
import { emailTokenParam } from "../../../shared/domain/email-change.ts";
import type { User } from "../../../shared/schemas/users.ts";
import { formatBerlinDate } from "../../../shared/domain/berlin-time.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { useNavigate, type LinkTarget } from "../../lib/navigation.tsx";
import { toast } from "../../lib/toast.ts";

// The short pause lets the session cookie settle before the profile asks for data.
const REDIRECT_DELAY_MS = 300;

export type LoginPhase = "idle" | "submitting" | "second-factor" | "redirecting";

function failureTexts(error: unknown): { toast: string; inline: string } {
  if (error instanceof ApiRequestError) {
    return {
      toast: error.message || "Bitte versuchen Sie es später erneut.",
      inline: error.message || "Ungültige Anmeldedaten.",
    };
  }
  // No server answer (offline, aborted): the browser's own message would be English.
  return {
    toast: "Bitte versuchen Sie es später erneut.",
    inline: "Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.",
  };
}

/**
 * Login in three states: the button stays busy through the redirect after a success
 * (so nobody submits twice while the page fades) and is free again after a failure.
 */
/** /profile, with the token of a link to a new e-mail address the login was asked for on the way. */
function profileAfterLogin(): LinkTarget {
  const token = new URLSearchParams(window.location.search).get(emailTokenParam);
  return token ? `/profile?${new URLSearchParams({ [emailTokenParam]: token }).toString()}` : "/profile";
}

export function useLogin() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<LoginPhase>("idle");
  const [error, setError] = useState<string | null>(null);

  /** An account without a date of birth gives it before anything else (docs/decisions/0033). */
  async function welcome(user: Pick<User, "name" | "needsBirthDate" | "deletionDueAt">): Promise<void> {
    setPhase("redirecting");
    await new Promise((resolve) => window.setTimeout(resolve, REDIRECT_DELAY_MS));
    await navigate(user.needsBirthDate && !user.deletionDueAt ? "/geburtsdatum" : profileAfterLogin());
    // An account waiting for its erasure is told when it goes (docs/decisions/0049).
    if (user.deletionDueAt)
      toast({
        title: "Löschung vorgemerkt",
        description: `Ihr Konto wird am ${formatBerlinDate(user.deletionDueAt)} gelöscht. Bis dahin sehen Sie nur Zahlungen, Belege, Monatsauszüge, Ausgabenlimit und Pause.`,
      });
    else toast({ title: "Willkommen zurück!", description: `Schön, dass Sie wieder da sind, ${user.name}.` });
  }

  async function submit(values: LoginInput): Promise<void> {
    setPhase("submitting");
    setError(null);
    try {
      const user = await login(values);
      // The administrator with a second factor is asked for the code before going on.
      if (user.secondFactorRequired) setPhase("second-factor");
      else await welcome(user);
    } catch (cause) {
      const texts = failureTexts(cause);
      setPhase("idle");
      setError(texts.inline);
      toast({ title: "Anmeldung fehlgeschlagen", description: texts.toast, variant: "destructive" });
    }
  }

  return { submit, welcome, phase, error };
}
