import { z } from "zod";
import { emailField, nameField, passwordField, phoneField } from "./fields.ts";

// "Persönliche Daten" on /profile (docs/decisions/0036): every change carries the current
// password; the new values follow the registration's rules and messages.

export const personalDataMessages = {
  currentPassword: "Bitte geben Sie Ihr aktuelles Passwort ein.",
  sameEmail: "Das ist bereits Ihre E-Mail-Adresse.",
  emailLinkSent:
    "Wir haben einen Bestätigungslink an die neue E-Mail-Adresse gesendet. Die Änderung gilt, sobald Sie ihn öffnen.",
  emailLinkInvalid:
    "Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon verwendet. Bitte ändern Sie Ihre E-Mail-Adresse erneut.",
  passwordChanged: "Ihr Passwort wurde geändert. Alle anderen Anmeldungen wurden beendet.",
} as const;

const currentPasswordField = z.string().min(1, personalDataMessages.currentPassword).max(128);

export const changeNameSchema = z.object({ name: nameField, currentPassword: currentPasswordField });
export type ChangeNameInput = z.input<typeof changeNameSchema>;

export const changePhoneSchema = z.object({ phone: phoneField, currentPassword: currentPasswordField });
export type ChangePhoneInput = z.input<typeof changePhoneSchema>;

export const changeEmailSchema = z.object({ email: emailField, currentPassword: currentPasswordField });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const changePasswordSchema = z.object({ newPassword: passwordField, currentPassword: currentPasswordField });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const confirmEmailSchema = z.object({
  token: z.string().min(1, personalDataMessages.emailLinkInvalid).max(200),
});

/** A new address waiting for its link, or none. */
export const emailChangeSchema = z.object({
  pendingEmail: z.string().nullable().describe("Die neue Adresse, die auf ihren Bestätigungslink wartet"),
  expiresAt: z.string().nullable(),
});
export type EmailChange = z.output<typeof emailChangeSchema>;

export const emailChangeRequestedSchema = emailChangeSchema.extend({ message: z.string() });
export type EmailChangeRequested = z.output<typeof emailChangeRequestedSchema>;
