import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../lib/toast.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";

const minLength = 6;
export const passwordTooShort = "Passwort muss mindestens 6 Zeichen lang sein.";

/** "Passwort zurücksetzen": a new password of at least six characters for the customer. */
export function ResetPasswordDialog({ userId, userName }: { userId: number; userName: string }) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  // A failure is said inside the dialog, beside its button: on a phone a toast would cover it.
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useResetPassword(userId);
  const tooShort = password.length < minLength;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setPassword("");
    setFailure(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (tooShort) return;
    setFailure(null);
    reset.mutate(
      { newPassword: password },
      {
        onSuccess: (result) => {
          toast({ title: "Passwort zurückgesetzt", description: result.message });
          onOpenChange(false);
        },
        onError: (error) => setFailure(errorMessageOf(error, "Das Passwort konnte nicht zurückgesetzt werden.")),
      },
    );
  }

  return (
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">Passwort zurücksetzen</Button>}
      title="Passwort zurücksetzen"
      description={<>Neues Passwort für {userName}. Alle Anmeldungen des Kontos werden dabei beendet.</>}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField
          id={fieldId}
          label="Neues Passwort"
          error={password.length > 0 && tooShort ? passwordTooShort : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormAlert message={failure} />
        <DialogFooter>
          <Button type="submit" disabled={tooShort || reset.isPending}>
            {reset.isPending ? "Wird gespeichert..." : "Passwort speichern"}
          </Button>
        </DialogFooter>
      </form>
    </TriggeredDialog>
  );
}
