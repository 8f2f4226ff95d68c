// The prompt for accounts registered before the date of birth was asked (docs/decisions/0033).
export const birthDateTexts = {
  title: "Ihr Geburtsdatum",
  intro:
    "Unsere Beratungen sind nur für Erwachsene. Bitte geben Sie einmalig Ihr Geburtsdatum an, bevor es weitergeht.",
  submit: "Geburtsdatum speichern",
  saved: "Vielen Dank, Ihr Geburtsdatum wurde gespeichert.",
  minorTitle: "Unsere Beratungen sind nur für Erwachsene",
  minor:
    "Laut Ihrem Geburtsdatum sind Sie noch nicht 18 Jahre alt. Ihr Konto bleibt bestehen, aber Sie können keine Mitgliedschaft und keine Credits bestellen und nicht mit unseren Beratern telefonieren. Eine laufende Mitgliedschaft können Sie jederzeit kündigen.",
  cancel: "Mitgliedschaft kündigen",
  toProfile: "Zu meinem Profil",
} as const;
