import { z } from "zod";

/** GET /api/admin/second-factor */
export const secondFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int().describe("Unbenutzte Wiederherstellungscodes; 0 ohne Zwei-Faktor-Anmeldung"),
  })
  .describe("Ob die Zwei-Faktor-Anmeldung des Administrators eingerichtet ist");
export type SecondFactorStatus = z.output<typeof secondFactorStatusSchema>;

/** POST /api/admin/second-factor/setup */
export const secondFactorSetupSchema = z
  .object({
    secret: z.string().describe("Der geheime Schlüssel in Base32, zum Abtippen"),
    otpauthUri: z.string().describe("otpauth://-Adresse, wie sie der QR-Code enthält"),
    qrCodeSvg: z.string().describe("Der QR-Code als SVG"),
  })
  .describe("Ein neuer Schlüssel, der bis zum ersten richtigen Code wartet");
export type SecondFactorSetup = z.output<typeof secondFactorSetupSchema>;

/** POST /api/admin/second-factor/confirm and /recovery-codes */
export const recoveryCodesSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .describe("Zehn Wiederherstellungscodes, jeder einmal gültig; nur jetzt sichtbar"),
    message: z.string(),
  })
  .describe("Die Wiederherstellungscodes");
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

export const adminSecondFactorMessages = {
  alreadyEnabled: "Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.",
  notStarted: "Bitte starten Sie die Einrichtung erneut.",
  enabled:
    "Die Zwei-Faktor-Anmeldung ist eingerichtet. Bewahren Sie die Wiederherstellungscodes sicher auf; sie werden nur jetzt angezeigt.",
  renewed: "Neue Wiederherstellungscodes erstellt. Die bisherigen gelten nicht mehr.",
  disabled: "Die Zwei-Faktor-Anmeldung wurde ausgeschaltet.",
  notEnabled: "Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.",
} as const;
