import { useRef, useState, type FormEvent } from "react";
import type { AccountDeletionPreview, CreditsChoice } from "../../../../shared/schemas/account-deletion.ts";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { RadioOptions } from "../../../components/ui/radio-options.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { useNavigate } from "../../../lib/navigation.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAccountDeletionPreview, useDeleteAccount } from "../api/account-deletion.ts";

type Step = "consequences" | "password";

const choices: Array<{ value: CreditsChoice; label: string }> = [
  { value: "payout", label: "auszahlen lassen" },
  { value: "forfeit", label: "verfallen lassen" },
];

/** What happens, said before anything is confirmed (docs/decisions/0037). */
function Consequences({
  preview,
  choice,
  onChoice,
  choiceError,
}: {
  preview: AccountDeletionPreview;
  choice: CreditsChoice | null;
  onChoice: (choice: CreditsChoice) => void;
  choiceError: string | null;
}) {
  return (
    <div className="grid gap-4 text-sm">
      <ul className="grid list-disc gap-2 pl-5">
        {preview.membershipEndsAt ? (
          <li>
            Ihre Premium-Mitgliedschaft wird zum frühestmöglichen Termin gekündigt und endet am{" "}
            <strong>{formatBerlinDate(preview.membershipEndsAt)}</strong>. An diesem Tag wird Ihr Konto gelöscht.
          </li>
        ) : (
          <li>Ihr Konto wird sofort gelöscht.</li>
        )}
        {preview.membershipEndsAt ? (
          <li>
            Sie werden sofort auf allen Geräten abgemeldet. Bis zur Löschung können Sie sich weiter anmelden, um Ihre
            Zahlungen und Belege, Ihre Monatsauszüge, Ihr Ausgabenlimit und Ihre Pause zu sehen oder die Löschung
            zurückzunehmen.
          </li>
        ) : (
          <li>Sie werden sofort auf allen Geräten abgemeldet und können sich danach nicht mehr anmelden.</li>
        )}
        <li>Ihre Telefonnummer und E-Mail-Adresse werden frei: Sie können sich damit später neu registrieren.</li>
        <li>
          Eine laufende Pause und ein gesenktes Ausgabenlimit bleiben an Ihre Telefonnummer und E-Mail-Adresse gebunden,
          bis ihre Wartezeiten abgelaufen sind: eine Pause bis 24 Stunden nach der Löschung (oder ihrem früheren Ende),
          ein gesenktes Limit bis 7 Tage danach. Ein neues Konto mit derselben Telefonnummer oder E-Mail-Adresse
          übernimmt sie so lange. Dafür speichern wir nur verschlüsselte Prüfwerte, nicht die Nummer oder Adresse
          selbst.
        </li>
        <li>
          Was wir nach dem Gesetz aufbewahren müssen, bleibt gesperrt gespeichert und wird danach gelöscht: Zahlungen,
          Belege, Credit-Buchungen und Verbindungsdaten 8 Jahre, Kündigungen, Widerrufe und Bestellbestätigungen 6 Jahre
          (§ 147 AO, § 257 HGB).
        </li>
      </ul>
      {preview.credits > 0 ? (
        <fieldset className="grid gap-2" aria-describedby={choiceError ? "deletion-credits-error" : undefined}>
          <legend className="font-medium">
            Sie haben noch {preview.credits} Cosmos Credits (Gegenwert {formatEuro(preview.credits)}). Was soll damit
            geschehen?
          </legend>
          <RadioOptions name="deletion-credits" options={choices} value={choice} onChange={onChoice} />
          <p className="text-muted-foreground">
            Eine Auszahlung legen wir als Anfrage an unseren Support an; er erstattet den Betrag über Ihre Zahlungsart.
          </p>
          {choiceError ? (
            <p id="deletion-credits-error" role="alert" className="text-destructive">
              {choiceError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

/** "Konto löschen" on /profile: two steps in one dialog, the password in the second. */
export function AccountDeletionCard({ userId, className }: { userId: number; className?: string }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("consequences");
  const [choice, setChoice] = useState<CreditsChoice | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const preview = useAccountDeletionPreview(userId, open);
  const deletion = useDeleteAccount();
  const navigate = useNavigate();

  const reset = () => {
    setStep("consequences");
    setChoice(null);
    setChoiceError(null);
    setPassword("");
    setPasswordError(null);
  };

  const next = () => {
    if (preview.data && preview.data.credits > 0 && choice === null) {
      setChoiceError("Bitte wählen Sie, ob Ihr Guthaben ausgezahlt werden oder verfallen soll.");
      return;
    }
    setStep("password");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length === 0) {
      setPasswordError("Bitte geben Sie Ihr Passwort ein.");
      passwordRef.current?.focus();
      return;
    }
    deletion.mutate(
      { password, credits: choice ?? "forfeit" },
      {
        onSuccess: (result) => {
          setOpen(false);
          // Every session has ended, this one too: the profile is no place to stay.
          void navigate("/", { replace: true });
          toast({ title: result.deletedAt ? "Konto gelöscht" : "Löschung vorgemerkt", description: result.message });
        },
        onError: (error) => {
          setPasswordError(errorMessageOf(error, `Das Konto konnte nicht gelöscht werden. ${tryLater}`));
          passwordRef.current?.focus();
        },
      },
    );
  };

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Konto löschen</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Sie können Ihr Konto jederzeit löschen. Vorher sagen wir Ihnen, was mit Ihrer Mitgliedschaft und Ihrem
          Guthaben geschieht.
        </p>
        <TriggeredDialog
          open={open}
          onOpenChange={(value) => {
            if (deletion.isPending) return;
            setOpen(value);
            if (!value) reset();
          }}
          trigger={
            <Button variant="outline" className="justify-self-start">
              Konto löschen …
            </Button>
          }
          title={step === "consequences" ? "Konto löschen: Was geschieht" : "Konto löschen: Mit Passwort bestätigen"}
          description={step === "consequences" ? "Schritt 1 von 2" : "Schritt 2 von 2"}
        >
          {step === "consequences" ? (
            <>
              {preview.isPending ? <p className="text-sm">Wird geladen …</p> : null}
              {preview.isError ? (
                <LoadError
                  message="Die Angaben zur Löschung konnten nicht geladen werden."
                  onRetry={() => void preview.refetch()}
                />
              ) : null}
              {preview.data ? (
                <Consequences
                  preview={preview.data}
                  choice={choice}
                  onChoice={(value) => {
                    setChoice(value);
                    setChoiceError(null);
                  }}
                  choiceError={choiceError}
                />
              ) : null}
              <DialogFooter>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Abbrechen
                </Button>
                <Button onClick={next} disabled={!preview.data}>
                  Weiter
                </Button>
              </DialogFooter>
            </>
          ) : (
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <p className="text-sm">
                {preview.data?.membershipEndsAt
                  ? `Ihre Mitgliedschaft wird gekündigt; Ihr Konto wird am ${formatBerlinDate(preview.data.membershipEndsAt)} gelöscht.`
                  : "Ihr Konto wird sofort gelöscht."}{" "}
                {preview.data?.membershipEndsAt
                  ? "Bis dahin können Sie die Löschung zurücknehmen."
                  : "Das kann nicht rückgängig gemacht werden."}
              </p>
              <FormField id="deletion-password" label="Ihr Passwort" error={passwordError ?? undefined}>
                {(control) => (
                  <Input
                    {...control}
                    ref={passwordRef}
                    type="password"
                    autoComplete="current-password"
                    autoFocus
                    value={password}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      setPasswordError(null);
                    }}
                  />
                )}
              </FormField>
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setStep("consequences")}
                  disabled={deletion.isPending}
                >
                  Zurück
                </Button>
                <Button type="submit" variant="destructive" disabled={deletion.isPending}>
                  {deletion.isPending ? "Wird gelöscht …" : "Konto endgültig löschen"}
                </Button>
              </DialogFooter>
            </form>
          )}
        </TriggeredDialog>
      </CardContent>
    </Card>
  );
}
