import { z } from "zod";
import { subscriptionInfoSchema } from "./subscriptions.ts";

/** A user as the API shows them, with the membership that gives access now. */
export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    hasActiveSubscription: z.boolean(),
    subscription: subscriptionInfoSchema.nullable(),
    secondFactorRequired: z
      .literal(true)
      .optional()
      .describe(
        "Nur beim Administrator mit Zwei-Faktor-Anmeldung: die Sitzung wartet auf den Code der Authenticator-App " +
          "(POST /api/auth/second-factor) und hat bis dahin keine Verwaltungsrechte.",
      ),
    needsBirthDate: z
      .literal(true)
      .optional()
      .describe(
        "Das Konto wurde vor der Abfrage des Geburtsdatums angelegt: Es gibt sein Geburtsdatum einmal an " +
          "(POST /api/auth/birth-date), bevor es etwas anderes tut.",
      ),
    minor: z
      .literal(true)
      .optional()
      .describe(
        "Laut Geburtsdatum unter 18: Das Konto kann weder bestellen noch telefonieren; kündigen kann es jederzeit.",
      ),
    deletionDueAt: z
      .string()
      .optional()
      .describe(
        "Nur solange das Konto auf seine Löschung wartet: wann es gelöscht wird (ISO 8601). Bis dahin öffnet die " +
          "Anmeldung nur Zahlungen, Belege, Monatsauszüge, Ausgabenlimit, Pause und die Rücknahme der Löschung.",
      ),
  })
  .describe("Das Konto mit seiner Mitgliedschaft");
export type User = z.output<typeof userSchema>;

/** POST /api/users */
export const createdUserResponseSchema = z.object({ id: z.number().int() }).describe("Die ID des neuen Kontos");
export type CreatedUserResponse = z.output<typeof createdUserResponseSchema>;

/** POST /api/check-phone-exists */
export const checkPhoneResponseSchema = z
  .object({ exists: z.boolean() })
  .describe("Ob die Telefonnummer schon zu einem Konto gehört");
export type CheckPhoneResponse = z.output<typeof checkPhoneResponseSchema>;
