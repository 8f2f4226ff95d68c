import { AlertDialog } from "radix-ui";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useFocusReturn } from "../../../components/ui/dialog.tsx";

/**
 * Asks before unsaved texts are thrown away. "Weiter bearbeiten" takes the focus first, so an
 * Enter or Escape pressed by habit keeps the texts.
 */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep(): void;
  onDiscard(): void;
}) {
  // Opened by a tab, a month or a link rather than a trigger of its own: the focus goes back there.
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onKeep())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-fade-in" />
        <AlertDialog.Content
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none motion-safe:animate-fade-in"
        >
          <AlertDialog.Title className="text-lg font-semibold">Ungespeicherte Änderungen verwerfen?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            Die Texte, die Sie seit dem letzten Speichern geschrieben haben, gehen sonst verloren.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Action className={buttonClasses({ variant: "destructive" })} onClick={onDiscard}>
              Verwerfen
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonClasses({ variant: "outline" })}>Weiter bearbeiten</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
