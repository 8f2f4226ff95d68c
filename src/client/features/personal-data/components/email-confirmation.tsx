import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { emailTokenParam } from "../../../../shared/domain/email-change.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import { confirmEmailChange, pendingEmailQuery } from "../api/personal-data-api.ts";

/**
 * The link to a new address opens the profile with its token. Opening changes nothing (mail
 * scanners open links); the button confirms, for the logged-in account only.
 */
export function EmailConfirmation({ onConfirmed }: { onConfirmed(user: User): void }) {
  const [params, setParams] = useSearchParams();
  const token = params.get(emailTokenParam);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!token) return null;

  async function confirm(value: string) {
    setBusy(true);
    try {
      const user = await confirmEmailChange(value);
      onConfirmed(user);
      await queryClient.invalidateQueries(pendingEmailQuery);
      setParams(
        (next) => {
          next.delete(emailTokenParam);
          return next;
        },
        { replace: true },
      );
      toast({ title: "E-Mail-Adresse geändert", description: `Ihre E-Mail-Adresse ist jetzt ${user.email ?? ""}.` });
    } catch (cause) {
      setError(errorMessageOf(cause, `Die E-Mail-Adresse konnte nicht bestätigt werden. ${tryLater}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3 rounded-md border border-primary/40 bg-muted/40 p-4">
      <p className="text-sm">Sie haben einen Link zur Bestätigung Ihrer neuen E-Mail-Adresse geöffnet.</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="button" className="justify-self-start" disabled={busy} onClick={() => void confirm(token)}>
        Neue E-Mail-Adresse bestätigen
      </Button>
    </div>
  );
}
