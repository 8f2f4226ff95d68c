import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter } from "../../../components/ui/dialog.tsx";

/**
 * The ten recovery codes, shown once in a dialog, with a way to copy them all and to close. The
 * copy is confirmed beside its button, not in a toast: on a phone a toast would lie over the
 * dialog's own button.
 */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied("copied");
    } catch {
      setCopied("failed");
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
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Codes kopieren
        </Button>
        <p role="status" className={copied === "failed" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {copied === "copied"
            ? "Kopiert: Die Codes sind in der Zwischenablage."
            : copied === "failed"
              ? "Die Codes konnten nicht kopiert werden. Bitte schreiben Sie sie ab."
              : null}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Ich habe die Codes gesichert
        </Button>
      </DialogFooter>
    </div>
  );
}
