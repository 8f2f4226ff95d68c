import { useId, useState, type FormEvent } from "react";
import { secondFactorMessages } from "../../../../shared/schemas/auth.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { passSecondFactor } from "../api/pass-second-factor.ts";
import { FormAlert } from "../../../components/ui/form-alert.tsx";

/**
 * The second step of the administrator's login: the six-digit code of the authenticator app,
 * or one of the recovery codes. Success replaces the waiting session with a full one.
 */
export function SecondFactorForm({ onPassed }: { onPassed?: (user: User) => void }) {
  const id = useId();
  const { setUser } = useAuth();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed.length < 6) {
      setError(secondFactorMessages.code);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await passSecondFactor({ code: trimmed });
      setUser(user);
      onPassed?.(user);
    } catch (cause) {
      setCode("");
      setError(
        cause instanceof ApiRequestError && cause.serverMessage
          ? cause.serverMessage
          : "Die Bestätigung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <FormField
        id={`${id}-code`}
        label="Bestätigungscode"
        hint="Den sechsstelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes."
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            autoComplete="one-time-code"
            inputMode="text"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={error} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Wird geprüft..." : "Bestätigen"}
      </Button>
    </form>
  );
}
