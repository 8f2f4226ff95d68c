import { formatCreditsWithEuro } from "../../../shared/domain/credits.ts";
import { creditMessages } from "../../../shared/schemas/credits.ts";
import type { ToastOptions } from "../../lib/toast.ts";
import { tryLater } from "../../lib/error-message.ts";

/** The credits page's toasts; a failure carries the server's own words when it gave any. */
export const creditToasts = {
  success: (creditsAdded: number): ToastOptions => ({
    title: "Credits gutgeschrieben",
    description: `${formatCreditsWithEuro(creditsAdded)} wurden Ihrem Konto gutgeschrieben.`,
  }),
  cancelled: {
    title: "Zahlung abgebrochen",
    description: "Der Kauf wurde abgebrochen. Es wurde nichts abgebucht.",
  } satisfies ToastOptions,
  processingFailed: (message: string | null): ToastOptions => ({
    title: "Fehler bei der Zahlung",
    description: message ?? `Bei der Verarbeitung ist ein Fehler aufgetreten. ${tryLater}`,
    variant: "destructive",
  }),
  purchaseFailed: (message: string | null): ToastOptions => ({
    title: "Fehler beim Kauf",
    description: message ?? `Der Kauf konnte nicht gestartet werden. ${tryLater}`,
    variant: "destructive",
  }),
  loginRequired: {
    title: creditMessages.loginRequiredTitle,
    description: creditMessages.loginRequired,
    variant: "destructive",
  } satisfies ToastOptions,
  paypalUnavailable: {
    title: "Fehler",
    description: `PayPal konnte nicht geladen werden. ${tryLater}`,
    variant: "destructive",
  } satisfies ToastOptions,
  pinSaved: { title: "PIN gespeichert", description: "Ihre Credit-PIN wurde gespeichert." } satisfies ToastOptions,
  pinFailed: (message: string | null): ToastOptions => ({
    title: "PIN nicht gespeichert",
    description: message ?? tryLater,
    variant: "destructive",
  }),
};
