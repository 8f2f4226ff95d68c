import { useState } from "react";
import type { SpendingPauseLength } from "../../../../shared/domain/spending.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import { formatMoment } from "../../../entities/spending/spending-texts.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";
import { useEndPause } from "../api/end-pause.ts";
import { useStartPause } from "../api/start-pause.ts";
import { SectionCard } from "./section-card.tsx";
import { RadioOptions } from "../../../components/ui/radio-options.tsx";

const lengths: { value: SpendingPauseLength; label: string }[] = [
  { value: "24h", label: "24 Stunden" },
  { value: "7d", label: "7 Tage" },
  { value: "30d", label: "30 Tage" },
  { value: "open", label: "bis ich sie beende" },
];

const failed = (error: unknown) =>
  toast({ title: "Fehler", description: errorMessageOf(error, tryLater), variant: "destructive" });

function StartPause({ userId }: { userId: number }) {
  const [length, setLength] = useState<SpendingPauseLength>("24h");
  const [open, setOpen] = useState(false);
  const start = useStartPause(userId);
  const label = lengths.find((option) => option.value === length)?.label ?? "";
  const confirm = () =>
    start.mutate(length, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Pause eingelegt", description: "Anrufe und Käufe sind ab sofort nicht möglich." });
      },
      onError: (error) => {
        // Closed first: an open modal dialog hides the toast from screen readers.
        setOpen(false);
        failed(error);
      },
    });
  return (
    <div className="grid justify-items-start gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Dauer der Pause</legend>
        <RadioOptions name="pause-length" options={lengths} value={length} onChange={setLength} />
      </fieldset>
      <TriggeredDialog
        open={open}
        onOpenChange={(next) => (start.isPending ? undefined : setOpen(next))}
        trigger={<Button>Pause einlegen</Button>}
        title="Pause einlegen?"
        description={
          length === "open"
            ? "Ab sofort sind Anrufe und Käufe nicht möglich, bis Sie die Pause beenden. Das Beenden wird erst 24 Stunden später wirksam."
            : `Ab sofort sind Anrufe und Käufe für ${label} nicht möglich. Wer sie vorzeitig beendet, wartet noch 24 Stunden.`
        }
      >
        <p className="text-sm text-muted-foreground">
          Ihre Mitgliedschaft läuft weiter; kündigen können Sie sie jederzeit in Ihrem Profil.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={start.isPending}>
            Abbrechen
          </Button>
          <Button onClick={confirm} disabled={start.isPending}>
            {start.isPending
              ? "Wird eingelegt..."
              : length === "open"
                ? "Pause bis auf Weiteres einlegen"
                : `Pause für ${label} einlegen`}
          </Button>
        </DialogFooter>
      </TriggeredDialog>
    </div>
  );
}

const day = 24 * 60 * 60 * 1000;

/** Ending early waits 24 hours: a pause that ends sooner anyway has nothing to end. */
function endsWithinADay(until: string | null): boolean {
  return until !== null && new Date(until).getTime() - Date.now() <= day;
}

function RunningPause({ userId, pause }: { userId: number; pause: NonNullable<SpendingView["pause"]> }) {
  const [open, setOpen] = useState(false);
  const end = useEndPause(userId);
  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Pause endet", description: "Ihre Pause endet in 24 Stunden." });
      },
      onError: (error) => {
        setOpen(false);
        failed(error);
      },
    });
  const ending = pause.endRequestedAt !== null;
  return (
    <div
      role="status"
      className="grid justify-items-start gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm"
    >
      <p>
        {pause.endsAt
          ? `Ihre Pause läuft bis zum ${formatMoment(pause.endsAt)}.`
          : "Ihre Pause läuft, bis Sie sie beenden."}
        {ending ? " Sie haben sie beendet; das wird 24 Stunden nach Ihrer Bitte wirksam." : ""}
      </p>
      {ending || endsWithinADay(pause.until) ? null : (
        <TriggeredDialog
          open={open}
          onOpenChange={(next) => (end.isPending ? undefined : setOpen(next))}
          trigger={
            <Button variant="outline" size="sm">
              Pause beenden
            </Button>
          }
          title="Pause beenden?"
          description="Die Pause endet 24 Stunden nach Ihrer Bestätigung. Bis dahin bleiben Anrufe und Käufe gesperrt."
        >
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={end.isPending}>
              Pause fortsetzen
            </Button>
            <Button onClick={confirm} disabled={end.isPending}>
              {end.isPending ? "Wird beendet..." : "Pause in 24 Stunden beenden"}
            </Button>
          </DialogFooter>
        </TriggeredDialog>
      )}
    </div>
  );
}

/** "Pause einlegen": the running pause and its end, or the choice of a length. */
export function PauseCard({ userId, view }: { userId: number; view: SpendingView }) {
  return (
    <SectionCard
      title="Pause einlegen"
      description="Während einer Pause sind Anrufe über unsere Beratungslinien und Käufe gesperrt. Eine Pause gilt sofort."
    >
      {view.pause ? <RunningPause userId={userId} pause={view.pause} /> : <StartPause userId={userId} />}
    </SectionCard>
  );
}
