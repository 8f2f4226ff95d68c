import { birthDateMessages } from "../../../shared/schemas/fields.ts";
import { ApiRequestError } from "../../lib/api-client.ts";

// Shared by the inline section, the overlay and the simple registration so all read the same.
export const registrationTitle = "Konto erstellen";
export const registrationIntro =
  "Legen Sie Ihr Konto an und starten Sie die Premium-Mitgliedschaft. Als Mitglied telefonieren Sie für 0,69\u00a0€/Min. mit unseren Beratern.";

/** The server's answer to an account creation while a session exists, and the client's own. */
export const alreadySignedInMessage =
  "Sie sind bereits angemeldet. Bitte melden Sie sich zuerst ab, wenn Sie ein weiteres Konto anlegen möchten.";

export const signOutForNewAccountLabel = "Abmelden und neues Konto anlegen";

/** What a logged-in visitor finds where the registration form would be. */
export const signedInTexts = {
  member: {
    title: "Sie sind bereits Mitglied",
    intro: (name: string) => `Sie sind als ${name} angemeldet und telefonieren zum Mitgliedertarif.`,
  },
  customer: {
    title: "Premium-Mitgliedschaft abschließen",
    intro: (name: string) =>
      `Sie sind als ${name} angemeldet. Schließen Sie die Mitgliedschaft für dieses Konto ab – ein weiteres Konto brauchen Sie dafür nicht.`,
  },
} as const;

const birthDateTexts: ReadonlySet<string> = new Set(Object.values(birthDateMessages));

/** The server's refusal of the date of birth (400 with one of its messages), to show at the field. */
export function birthDateRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.serverMessage) return null;
  return birthDateTexts.has(error.serverMessage) ? error.serverMessage : null;
}
