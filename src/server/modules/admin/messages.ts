import { userMessages } from "../users/index.ts";

/** The administration's German answers. */
export const adminActionMessages = {
  userNotFound: userMessages.notFound,
  noMembership: "Dieses Konto hat keine laufende Mitgliedschaft.",
  endedNow:
    "Die Mitgliedschaft wurde sofort beendet. Eine Erstattung nehmen Sie bitte von Hand beim Zahlungsanbieter vor.",
  passwordReset: "Das Passwort wurde geändert. Alle Sitzungen des Kontos wurden beendet.",
  bonusBooked: "Die Gutschrift wurde gebucht.",
  refundBooked: "Die Rückbuchung wurde gebucht.",
  alreadyBooked: "Dieser Vorgang wurde bereits gebucht; es wurde nichts erneut gebucht.",
  notEnoughCredits: (available: number) =>
    `Es sind nur ${available.toLocaleString("de-DE")} Credits verfügbar. Mehr kann nicht zurückgebucht werden.`,
} as const;
