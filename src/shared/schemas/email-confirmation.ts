import { z } from "zod";

// The confirmation of the account's e-mail address (docs/decisions/0051).
export const emailConfirmationMessages = {
  confirmed:
    "Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Ab jetzt erhalten Sie alle Mitteilungen, die Sie gewählt haben.",
  linkInvalid:
    "Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet. Wenn Sie Ihre Adresse schon bestätigt haben, ist nichts weiter zu tun; sonst fordern Sie in Ihrem Profil einen neuen Link an.",
  linkExpired:
    "Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich an und fordern Sie in Ihrem Profil einen neuen Link an.",
  noAddress: "Für Ihr Konto ist keine E-Mail-Adresse hinterlegt.",
  alreadyConfirmed: "Ihre E-Mail-Adresse ist bereits bestätigt.",
  linkSent: "Wir haben Ihnen einen neuen Bestätigungslink geschickt. Er ist 7 Tage gültig.",
  unconfirmed:
    "Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben. Bis dahin senden wir Ihnen nur Mitteilungen zu Ihrem Vertrag und Ihren Zahlungen – keine Ausgabenwarnungen, Monatsübersichten oder Benachrichtigungen.",
} as const;

/** The query parameter of the link's page that carries the token. */
export const emailConfirmationTokenParam = "token";

export const confirmEmailAddressSchema = z.object({
  token: z.string().min(1, emailConfirmationMessages.linkInvalid).max(200, emailConfirmationMessages.linkInvalid),
});

/** The account's address and whether it is confirmed; no address, nothing to confirm. */
export const emailConfirmationStateSchema = z.object({
  email: z.string().nullable(),
  confirmed: z.boolean(),
});
export type EmailConfirmationState = z.infer<typeof emailConfirmationStateSchema>;

export const emailConfirmationSentSchema = emailConfirmationStateSchema.extend({ message: z.string() });
export type EmailConfirmationSent = z.infer<typeof emailConfirmationSentSchema>;
