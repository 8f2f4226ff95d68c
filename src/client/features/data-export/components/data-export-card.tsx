import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { formatBerlinDate, formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { dataExportOfferDays, type DataExportState } from "../../../../shared/schemas/data-export.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { cn } from "../../../lib/cn.ts";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { useDataExportState, useDownloadTicket, useRequestDataExport } from "../api/data-export.ts";

const errorText = (error: unknown) => errorMessageOf(error, `Das hat nicht geklappt. ${tryLater}`);

/** The password field and its button; the server's German refusal stands next to the field. */
function PasswordForm(props: {
  label: string;
  button: string;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === "");
    if (password !== "") props.onSubmit(password);
  };
  const error = missing ? "Bitte geben Sie Ihr Passwort ein." : props.error ? errorText(props.error) : undefined;
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <FormField id={`${id}-password`} label={props.label} error={error}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="sm:max-w-sm"
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={props.pending}>
          {props.pending ? "Bitte warten..." : props.button}
        </Button>
      </div>
    </form>
  );
}

function Ready({ state }: { state: Extract<DataExportState, { state: "ready" }> }) {
  const ticket = useDownloadTicket();
  const until = formatBerlinDate(state.expiresAt);
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm">
        Ihre Daten stehen bereit: erstellt am {formatBerlinDateTime(state.readyAt, { seconds: false })}, zum
        Herunterladen bis zum {until}.
      </p>
      {ticket.data ? (
        <div className="grid gap-2">
          <Button asChild className="justify-self-start">
            <a href={ticket.data.url} download>
              <Download aria-hidden="true" />
              ZIP-Datei herunterladen
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">
            Der Link gilt einmal und bis {formatBerlinDateTime(ticket.data.expiresAt, { seconds: false })} Uhr. Die
            Datei bleibt bis zum {until} abrufbar.
          </p>
        </div>
      ) : (
        <PasswordForm
          label="Passwort zur Bestätigung des Downloads"
          button="Download bestätigen"
          pending={ticket.isPending}
          error={ticket.error}
          onSubmit={(password) => ticket.mutate(password)}
        />
      )}
    </div>
  );
}

/**
 * "Meine Daten herunterladen" (docs/decisions/0035): everything the portal holds about the
 * account as one ZIP, requested with the password, prepared in the background, offered for seven
 * days and fetched with a fresh password confirmation.
 */
export function DataExportCard({ userId, className }: { userId: number; className?: string }) {
  const state = useDataExportState(userId);
  const request = useRequestDataExport(userId);
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader>
        <CardTitle>Meine Daten herunterladen</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Eine ZIP-Datei mit allen Daten, die wir zu Ihrem Konto speichern: Konto, Mitgliedschaft, Zahlungen und Belege,
          Cosmos Credits, Anrufe, Kündigungen, Limits, Anmeldungen, Horoskop-Einstellungen, Favoriten und
          Benachrichtigungen. Maschinenlesbar als JSON und als CSV-Tabellen, mit einer Erklärung (LIESMICH.txt). Wir
          stellen sie im Hintergrund zusammen, schreiben Ihnen eine E-Mail, sobald sie bereit ist, und bieten sie{" "}
          {dataExportOfferDays} Tage lang zum Herunterladen an.
        </p>
        {state.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Wird geladen...
          </p>
        ) : state.isError ? (
          <LoadError
            message="Der Stand Ihrer Anforderung konnte nicht geladen werden. Bitte versuchen Sie es später erneut."
            onRetry={() => void state.refetch()}
          />
        ) : state.data.state === "preparing" ? (
          <p role="status" className="text-sm">
            Ihre Daten werden zusammengestellt (angefordert am{" "}
            {formatBerlinDateTime(state.data.requestedAt, { seconds: false })}). Wir senden Ihnen eine E-Mail, sobald
            Sie sie herunterladen können.
          </p>
        ) : state.data.state === "ready" ? (
          <Ready state={state.data} />
        ) : (
          <PasswordForm
            label="Passwort zur Bestätigung"
            button="Daten anfordern"
            pending={request.isPending}
            error={request.error}
            onSubmit={(password) => request.mutate(password)}
          />
        )}
      </CardContent>
    </Card>
  );
}
