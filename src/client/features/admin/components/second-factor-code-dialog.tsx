import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDisableSecondFactor } from "../api/disable-second-factor.ts";
import { useRenewRecoveryCodes } from "../api/renew-recovery-codes.ts";
import { CodeEntryForm } from "./code-entry-form.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { RecoveryCodeList } from "./recovery-code-list.tsx";

/** "Neue Wiederherstellungscodes": asks a current code, then shows the ten new ones once. */
export function RenewRecoveryCodesDialog() {
  const [open, setOpen] = useState(false);
  const renew = useRenewRecoveryCodes();
  const codes = renew.data?.recoveryCodes;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) renew.reset();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Neue Wiederherstellungscodes</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Neue Wiederherstellungscodes</DialogTitle>
          <DialogDescription>
            {codes
              ? "Die bisherigen Codes gelten nicht mehr."
              : "Bestätigen Sie mit einem aktuellen Code; danach gelten nur noch die neuen zehn Codes."}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <RecoveryCodeList codes={codes} onDone={() => onOpenChange(false)} />
        ) : (
          <CodeEntryForm
            label="Code aus der App oder Wiederherstellungscode"
            submitLabel="Neue Codes erstellen"
            busy={renew.isPending}
            error={renew.isError ? errorMessageOf(renew.error, "Neue Codes konnten nicht erstellt werden.") : null}
            onSubmit={(code) => renew.mutate({ code })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** "Ausschalten": removes the second factor after a current code. */
export function DisableSecondFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableSecondFactor();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) disable.reset();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Ausschalten</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Zwei-Faktor-Anmeldung ausschalten</DialogTitle>
          <DialogDescription>
            Danach genügt für den Adminbereich wieder das Passwort. Bestätigen Sie mit einem aktuellen Code.
          </DialogDescription>
        </DialogHeader>
        <CodeEntryForm
          label="Code aus der App oder Wiederherstellungscode"
          submitLabel="Ausschalten"
          busy={disable.isPending}
          error={disable.isError ? errorMessageOf(disable.error, "Das Ausschalten ist fehlgeschlagen.") : null}
          onSubmit={(code) =>
            disable.mutate(
              { code },
              {
                onSuccess: () => {
                  toast({ title: "Ausgeschaltet", description: "Die Zwei-Faktor-Anmeldung wurde ausgeschaltet." });
                  onOpenChange(false);
                },
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
