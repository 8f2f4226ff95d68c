// The prompt for accounts registered before the date of birth was asked (docs/decisions/0033).
export const birthDateTexts = {
  title: "Ihr Geburtsdatum",
  intro:
    "Unsere Beratungen sind nur für Erwachsene. Bitte geben Sie einmalig Ihr Geburtsdatum an, bevor es weitergeht.",
  submit: "Geburtsdatum speichern",
  saved: "Vielen Dank, Ihr Geburtsdatum wurde gespeichert.",
  toProfile: "Zu meinem Profil",
} as const;
