import { z } from "zod";
import {
  adultBirthDateField,
  birthDateField,
  emailField,
  messages,
  nameField,
  passwordField,
  phoneField,
  rowIdParam,
} from "./fields.ts";

export const loginSchema = z.object({
  identifier: z.string().trim().min(1, messages.identifier).max(254, messages.identifier),
  password: passwordField,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The payload of POST /api/users: name, phone, email, password and the date of birth (18+). */
export const createUserSchema = z.object({
  name: nameField,
  phone: phoneField,
  email: emailField,
  password: passwordField,
  birthDate: adultBirthDateField,
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** The registration section's form: the account fields plus the fixed plan and the agreement. */
export const signupSchema = createUserSchema.extend({
  plan: z.literal("premium"),
  agreed: z.boolean().refine((v) => v, messages.agreed),
});
export type SignupInput = z.input<typeof signupSchema>;

/** The simple registration page; the mismatch error belongs to confirmPassword. */
export const simpleRegistrationSchema = z
  .object({
    name: nameField,
    phone: phoneField,
    birthDate: adultBirthDateField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDiffer, path: ["confirmPassword"] });
export type SimpleRegistrationInput = z.input<typeof simpleRegistrationSchema>;

/** POST /api/register: the server needs no confirmation field. */
export const registerSchema = z.object({
  name: nameField,
  phone: phoneField,
  password: passwordField,
  birthDate: adultBirthDateField,
});

/** POST /api/auth/birth-date: an account registered before the date of birth was asked gives it once. */
export const birthDateSchema = z.object({ birthDate: birthDateField });
export type BirthDateInput = z.input<typeof birthDateSchema>;

export const checkPhoneSchema = z.object({ phone: phoneField });

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

// The reset form's messages end without a final period, unlike the sign-up form's; shown exactly so.
const resetPasswordField = z
  .string()
  .min(6, "Passwort muss mindestens 6 Zeichen lang sein")
  .max(128, "Passwort darf höchstens 128 Zeichen lang sein");

export const resetPasswordFormSchema = z
  .object({ password: resetPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDiffer, path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, "Ungültiger Reset-Link. Bitte fordern Sie einen neuen an.").max(200),
  password: resetPasswordField,
});

export const autoLoginSchema = z.object({
  userId: rowIdParam,
  subscriptionId: z.string().max(200).optional(),
});

export const adminPasswordResetSchema = z.object({ newPassword: passwordField });

export const registrationConversionSchema = z.object({
  gclid: z.string().trim().max(500).optional(),
  userId: rowIdParam,
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
});

export const secondFactorMessages = {
  code: "Bitte geben Sie den sechsstelligen Code aus Ihrer App oder einen Wiederherstellungscode ein.",
  wrongCode: "Der Code ist falsch oder wurde schon verwendet. Bitte geben Sie den aktuellen Code ein.",
  notPending: "Diese Anmeldung braucht keinen Bestätigungscode.",
} as const;

/** A six-digit code from the authenticator app, or a recovery code (XXXXX-XXXXX). */
export const secondFactorCodeSchema = z.object({
  code: z.string().trim().min(6, secondFactorMessages.code).max(20, secondFactorMessages.code),
});
export type SecondFactorCodeInput = z.input<typeof secondFactorCodeSchema>;
