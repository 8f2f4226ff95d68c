import type { ToastOptions } from "../../../lib/toast.ts";

export const activationSucceeded: ToastOptions = {
  title: "Abonnement erfolgreich",
  description: "Ihr Premium-Abonnement wurde erfolgreich aktiviert.",
};

export const activationFailed: ToastOptions = {
  title: "Fehler bei der Abonnement-Aktivierung",
  description: "Bitte wenden Sie sich an unseren Support.",
  variant: "destructive",
};

export const cardDeclined: ToastOptions = {
  title: "Zahlung abgelehnt",
  description: "Ihre Kreditkartenzahlung wurde abgelehnt. Es wurde keine Mitgliedschaft abgeschlossen.",
  variant: "destructive",
};
