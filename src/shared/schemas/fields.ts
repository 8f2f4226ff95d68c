import { z } from "zod";

// The field rules with their exact German messages, shared by every form that uses them.

export const messages = {
  name: "Name muss mindestens 2 Zeichen lang sein.",
  phone: "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  password: "Passwort muss mindestens 6 Zeichen lang sein.",
  passwordTooLong: "Passwort darf höchstens 128 Zeichen lang sein.",
  passwordsDiffer: "Passwörter stimmen nicht überein",
  agreed: "Sie müssen den Nutzungsbedingungen zustimmen.",
  identifier: "Telefonnummer oder E-Mail-Adresse ist erforderlich.",
} as const;

export const nameField = z.string().trim().min(2, messages.name).max(100, "Name darf höchstens 100 Zeichen lang sein.");

/**
 * "+" then 10 to 15 digits. Spaces, dashes, slashes, brackets and a German "(0)" are the
 * usual ways people write a number; they are dropped before the check, never a missing "+".
 */
export const phoneField = z
  .string()
  .transform((value) => value.replace(/\(0\)/g, "").replace(/[\s\-/().]/g, ""))
  .pipe(z.string().regex(/^\+\d{10,15}$/, messages.phone));

export const emailField = z.string().trim().toLowerCase().pipe(z.email(messages.email).max(254, messages.email));

export const passwordField = z.string().min(6, messages.password).max(128, messages.passwordTooLong);

/** The largest id a row can have: PostgreSQL's integer columns end here. */
export const maxRowId = 2_147_483_647;

/** An id in a JSON body; a larger number names no row and is refused before it reaches a query. */
export const rowIdField = z.number().int().positive().max(maxRowId);

/** An id in a path or query string (text there, hence coerced). */
export const rowIdParam = z.coerce.number().int().positive().max(maxRowId);
