import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "../../../components/ui/button.tsx";
import { useFocusReturn } from "../../../components/ui/dialog.tsx";
import { RegistrationContent } from "./registration-content.tsx";
import { registrationHeading, useRegistrationMode } from "../use-registration-mode.ts";

interface RegistrationOverlayProps {
  onClose: () => void;
  onCreated?: () => void;
}

/**
 * The title keeps its Radix-generated id, which the dialog's accessible name points at.
 * Always open while mounted: the caller decides when it is shown and unmounts it on close.
 * Escape, a click outside and the close button all end in `onClose`.
 */
export function RegistrationOverlay({ onClose, onCreated }: RegistrationOverlayProps) {
  const { mode, markCreated } = useRegistrationMode();
  const { title, intro } = registrationHeading(mode);
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl focus:outline-none motion-safe:animate-fade-in sm:p-8"
        >
          <section id="register-overlay">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-2xl font-semibold tracking-tight">{title}</Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm" className="-mt-1 -mr-2 shrink-0">
                  <X aria-hidden="true" />
                  Schließen
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-muted-foreground">{intro}</Dialog.Description>
            <div className="mt-6">
              <RegistrationContent
                mode={mode}
                markCreated={markCreated}
                onCreated={onCreated}
                onNavigate={onClose}
                onPaid={onClose}
              />
            </div>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
