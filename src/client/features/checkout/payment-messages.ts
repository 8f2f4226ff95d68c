import type { ToastOptions } from "../../lib/toast.ts";
import { tryLater } from "../../lib/error-message.ts";

/** Where the payment choices stand: the checkout dialog or the registration section. */
export type PaymentContext = "checkout" | "signup";

/**
 * failed: PayPal answered without a subscription id or approval link; processingFailed: the
 * approval could not be recorded; unexpected: anything else (PayPal's own onError, an
 * exception of ours), which the buyer can only retry later.
 */
type Outcome = "success" | "cancelled" | "failed" | "processingFailed" | "unexpected";

const processingFailed = "Bei der Verarbeitung ist ein Fehler aufgetreten.";
const creationFailed = "Bei der Erstellung des Abonnements ist ein Fehler aufgetreten.";
const cancelled = "Der Vorgang wurde abgebrochen.";

// The registration section names its outcomes after the membership, the
// checkout dialog after the subscription.
const messages: Record<PaymentContext, Record<Outcome, ToastOptions>> = {
  checkout: {
    success: { title: "Abonnement erfolgreich", description: "Ihr Premium-Abonnement wurde erfolgreich aktiviert." },
    cancelled: { title: "Abonnement abgebrochen", description: cancelled },
    failed: { title: "Fehler", description: creationFailed, variant: "destructive" },
    processingFailed: { title: "Fehler", description: processingFailed, variant: "destructive" },
    unexpected: { title: "Mitgliedschaft-Fehler", description: tryLater, variant: "destructive" },
  },
  signup: {
    success: {
      title: "Abonnement erfolgreich",
      description: "Ihr Premium-Abonnement wurde aktiviert. Sie können jetzt unsere 0900-Nummern nutzen.",
    },
    cancelled: { title: "Mitgliedschaft abgebrochen", description: cancelled },
    failed: { title: "Mitgliedschafts-Fehler", description: creationFailed, variant: "destructive" },
    processingFailed: { title: "Abonnement-Fehler", description: processingFailed, variant: "destructive" },
    unexpected: { title: "Mitgliedschafts-Fehler", description: tryLater, variant: "destructive" },
  },
};

export function paymentMessage(context: PaymentContext, outcome: Outcome): ToastOptions {
  return messages[context][outcome];
}

export const paypalMessages = {
  loadFailed: {
    title: "Fehler",
    description: "PayPal konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
    variant: "destructive",
  },
  notSignedIn: {
    title: "Fehler",
    description: "Sie müssen angemeldet sein, um ein Abonnement abzuschließen.",
    variant: "destructive",
  },
  connectionFailed: {
    title: "Fehler",
    description: "Die Verbindung zu PayPal konnte nicht hergestellt werden.",
    variant: "destructive",
  },
  /** The server refused to create the subscription and said why in its own words. */
  refused: (details: string): ToastOptions => ({
    title: "Fehler bei der Abonnement-Erstellung",
    description: details,
    variant: "destructive",
  }),
} satisfies Record<string, ToastOptions | ((details: string) => ToastOptions)>;

export const cardMessages = {
  disabled: {
    title: "Zahlung nicht verfügbar",
    description: "Kreditkartenzahlungen sind derzeit nicht verfügbar.",
    variant: "destructive",
  },
  /** The server answered with an error; its own message, when it gave one, says what went wrong. */
  providerError: (message: string | null): ToastOptions => ({
    title: "Zahlungsfehler",
    description: message || "Fehler bei der Zahlungsverarbeitung",
    variant: "destructive",
  }),
  creationFailed: {
    title: "Fehler bei der Zahlungserstellung",
    description: "Bitte versuchen Sie es später erneut.",
    variant: "destructive",
  },
  noPaymentUrl: { title: "Zahlungsfehler", description: "Keine Zahlungs-URL erhalten.", variant: "destructive" },
  noSessionData: { title: "Zahlungsfehler", description: "Keine Zahlungsdaten zurückgegeben", variant: "destructive" },
} satisfies Record<string, ToastOptions | ((message: string | null) => ToastOptions)>;
