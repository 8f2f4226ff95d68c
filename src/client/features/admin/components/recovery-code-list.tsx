import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";

/** The ten recovery codes, shown once in a dialog, with a way to copy them all and to close. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: "Kopiert", description: "Die Wiederherstellungscodes sind in der Zwischenablage." });
    } catch {
      toast({
        title: "Fehler",
        description: "Die Codes konnten nicht kopiert werden. Bitte schreiben Sie sie ab.",
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Mit jedem dieser Codes können Sie sich einmal anmelden, falls Ihr Telefon nicht zur Hand ist. Bewahren Sie sie
        sicher auf, getrennt vom Telefon: Sie werden nur jetzt angezeigt.
      </p>
      <ol
        aria-label="Wiederherstellungscodes"
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => void copy()}>
        Codes kopieren
      </Button>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Ich habe die Codes gesichert
        </Button>
      </DialogFooter>
    </div>
  );
}
