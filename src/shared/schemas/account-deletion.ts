import { z } from "zod";
import { passwordField } from "./fields.ts";

// Deleting one's own account ("Konto löschen", docs/decisions/0037).

export const creditsChoices = ["payout", "forfeit"] as const;
export type CreditsChoice = (typeof creditsChoices)[number];

export const accountDeletionMessages = {
  wrongPassword: "Das Passwort ist nicht korrekt. Ihr Konto wurde nicht gelöscht.",
  chooseCredits: "Bitte wählen Sie, ob Ihr Guthaben ausgezahlt werden oder verfallen soll.",
  callRunning:
    "Während eines laufenden Gesprächs über die Credit-Linie kann das Konto nicht gelöscht werden. Bitte versuchen Sie es nach dem Gespräch erneut.",
  administrator: "Das Konto der Verwaltung kann nicht gelöscht werden.",
  nothingToWithdraw: "Für Ihr Konto ist keine Löschung vorgemerkt, die Sie zurücknehmen könnten.",
  erasing: "Ihr Konto wird gerade gelöscht. Die Löschung lässt sich nicht mehr zurücknehmen.",
} as const;

const instant = z.string().describe("Zeitpunkt, ISO 8601 (UTC)");

export const accountDeletionPreviewSchema = z.object({
  membershipEndsAt: instant
    .nullable()
    .describe(
      "Ende der laufenden Mitgliedschaft bei einer Kündigung jetzt (oder das schon feststehende Ende); dann wird das Konto gelöscht. null: keine Mitgliedschaft, das Konto wird sofort gelöscht.",
    ),
  credits: z.number().int().describe("verbleibende Cosmos Credits (1 Credit = 1 Cent)"),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;

export const accountDeletionRequestSchema = z.object({
  password: passwordField,
  credits: z.enum(creditsChoices, { message: accountDeletionMessages.chooseCredits }),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

export const accountDeletionResponseSchema = z.object({
  deletedAt: instant.nullable().describe("wann das Konto gelöscht wurde; null, solange es auf das Vertragsende wartet"),
  deletionDueAt: instant.describe("wann das Konto gelöscht wird oder wurde"),
  credits: z.number().int(),
  creditsChoice: z.enum(creditsChoices),
  message: z.string(),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;
