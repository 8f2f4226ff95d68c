import { LoadError } from "../../../components/ui/load-error.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useSecondFactor } from "../api/get-second-factor.ts";
import { DisableSecondFactorDialog, RenewRecoveryCodesDialog } from "./second-factor-code-dialog.tsx";
import { SecondFactorSetupDialog } from "./second-factor-setup-dialog.tsx";

/** The settings tab's card for the administrator's own second factor. */
export function SecondFactorCard() {
  const status = useSecondFactor();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Zwei-Faktor-Anmeldung</CardTitle>
        <CardDescription>
          Schützt den Adminbereich zusätzlich mit einem Code aus einer Authenticator-App, der alle 30 Sekunden wechselt.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {status.isError ? (
          <LoadError
            message="Der Zustand der Zwei-Faktor-Anmeldung konnte nicht geladen werden."
            onRetry={() => void status.refetch()}
          />
        ) : !status.data ? (
          <p role="status" className="text-muted-foreground">
            Wird geladen...
          </p>
        ) : status.data.enabled ? (
          <>
            <p>
              <span className="font-medium">Eingerichtet.</span> Noch {status.data.recoveryCodesLeft} von 10
              Wiederherstellungscodes unbenutzt.
            </p>
            <div className="flex flex-wrap gap-3">
              <RenewRecoveryCodesDialog />
              <DisableSecondFactorDialog />
            </div>
          </>
        ) : (
          <>
            <p>Nicht eingerichtet: Für den Adminbereich genügt das Passwort.</p>
            <SecondFactorSetupDialog />
          </>
        )}
      </CardContent>
    </Card>
  );
}
