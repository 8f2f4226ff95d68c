// Shared by the inline section and the overlay so both read the same.
export const registrationTitle = "Konto erstellen";
export const registrationIntro =
  "Legen Sie Ihr Konto an und starten Sie die Premium-Mitgliedschaft. Als Mitglied telefonieren Sie für 0,69 €/Min. mit unseren Beratern.";
