import { z } from "zod";
import { birthDateProblem, isAdultAt } from "../domain/adult-age.ts";

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

export const birthDateMessages = {
  required: "Bitte geben Sie Ihr Geburtsdatum an.",
  invalid: "Bitte geben Sie ein gültiges Geburtsdatum an.",
  tooEarly: "Das Geburtsdatum darf nicht vor 1900 liegen.",
  future: "Das Geburtsdatum darf nicht in der Zukunft liegen.",
  underage: "Unsere Beratungen sind nur für Erwachsene: Sie müssen mindestens 18 Jahre alt sein.",
} as const;

/** The hint next to every birth-date field (the browser's date input shows this order). */
export const birthDateHint = "Format: TT.MM.JJJJ";

/** "YYYY-MM-DD": a real day from 1900 up to today (Berlin), age not checked. */
export const birthDateField = z
  .string({ message: birthDateMessages.required })
  .trim()
  .min(1, birthDateMessages.required)
  .max(10, birthDateMessages.invalid)
  .superRefine((value, ctx) => {
    if (value === "") return;
    const problem = birthDateProblem(value, new Date());
    if (problem) ctx.addIssue({ code: "custom", message: birthDateMessages[problem] });
  })
  .meta({ format: "date" });

/** A birth date at registration: as above, and 18 or older today in Berlin (docs/decisions/0033). */
export const adultBirthDateField = birthDateField.refine(
  (value) => birthDateProblem(value, new Date()) !== null || isAdultAt(value, new Date()),
  birthDateMessages.underage,
);
