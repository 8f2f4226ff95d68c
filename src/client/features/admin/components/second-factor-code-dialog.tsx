import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TriggeredDialog } from "../../../components/ui/dialog.tsx";
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
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">Neue Wiederherstellungscodes</Button>}
      title="Neue Wiederherstellungscodes"
      description={
        <>
          {codes
            ? "Die bisherigen Codes gelten nicht mehr."
            : "Bestätigen Sie mit einem aktuellen Code; danach gelten nur noch die neuen zehn Codes."}
        </>
      }
    >
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
    </TriggeredDialog>
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
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">Ausschalten</Button>}
      title="Zwei-Faktor-Anmeldung ausschalten"
      description="Danach genügt für den Adminbereich wieder das Passwort. Bestätigen Sie mit einem aktuellen Code."
    >
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
    </TriggeredDialog>
  );
}
