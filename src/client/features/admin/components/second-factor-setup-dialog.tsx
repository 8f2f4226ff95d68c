import { useQueryClient } from "@tanstack/react-query";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useConfirmSecondFactor } from "../api/confirm-second-factor.ts";
import { invalidateAfterSecondFactorChange } from "../api/get-second-factor.ts";
import { useSetupSecondFactor } from "../api/setup-second-factor.ts";
import { CodeEntryForm } from "./code-entry-form.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { RecoveryCodeList } from "./recovery-code-list.tsx";

/** Groups of four, as authenticator apps show a secret to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Setting up the second factor: the QR code (or the secret to type), the first code from the
 * app, then the ten recovery codes once.
 */
export function SecondFactorSetupDialog() {
  const [open, setOpen] = useState(false);
  const setup = useSetupSecondFactor();
  const confirm = useConfirmSecondFactor();
  const queryClient = useQueryClient();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) setup.mutate();
    else {
      // Announced once the codes are put away: on a phone a toast at the foot of the screen
      // would lie over the codes dialog's button, and the dialog itself already says it.
      if (confirm.isSuccess) {
        toast({ title: "Zwei-Faktor-Anmeldung eingerichtet", description: confirm.data.message });
        void invalidateAfterSecondFactorChange(queryClient);
      }
      setup.reset();
      confirm.reset();
    }
  }

  function onCode(code: string) {
    confirm.mutate({ code });
  }

  const codes = confirm.data?.recoveryCodes;
  return (
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button className="justify-self-start">Zwei-Faktor-Anmeldung einrichten</Button>}
      title={codes ? "Ihre Wiederherstellungscodes" : "Zwei-Faktor-Anmeldung einrichten"}
      description={
        <>
          {codes
            ? "Die Zwei-Faktor-Anmeldung ist eingerichtet. Ab der nächsten Anmeldung fragt der Adminbereich nach dem Code."
            : "Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, FreeOTP) und geben Sie den angezeigten Code ein."}
        </>
      }
    >
      {codes ? (
        <RecoveryCodeList codes={codes} onDone={() => onOpenChange(false)} />
      ) : setup.isError ? (
        <LoadError
          message={errorMessageOf(setup.error, "Die Einrichtung konnte nicht gestartet werden.")}
          onRetry={() => setup.mutate()}
        />
      ) : !setup.data ? (
        <p role="status" className="text-muted-foreground">
          Wird vorbereitet...
        </p>
      ) : (
        <div className="grid gap-4">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrCodeSvg)}`}
            alt="QR-Code für die Authenticator-App"
            className="size-48 justify-self-center rounded-md bg-white p-2"
          />
          <p className="text-sm">
            Kein Scanner zur Hand? Schlüssel zum Abtippen:{" "}
            <code data-testid="second-factor-secret" className="break-all rounded bg-muted px-1 font-mono">
              {grouped(setup.data.secret)}
            </code>
          </p>
          <CodeEntryForm
            label="Code aus der App"
            submitLabel="Bestätigen"
            busy={confirm.isPending}
            error={confirm.isError ? errorMessageOf(confirm.error, "Der Code konnte nicht geprüft werden.") : null}
            onSubmit={onCode}
          />
        </div>
      )}
    </TriggeredDialog>
  );
}
