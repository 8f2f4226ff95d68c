import { z } from "zod";

// "Meine Daten herunterladen" (docs/decisions/0035): the request, its state and the download's
// password confirmation, as the server answers and the profile page reads them.

export const dataExportPasswordSchema = z.object({
  password: z.string().min(1, "Bitte geben Sie Ihr Passwort ein.").max(128).describe("Das Passwort des Kontos"),
});

export const dataExportStateSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("none") }),
  z.object({ state: z.literal("preparing"), requestedAt: z.string() }),
  z.object({
    state: z.literal("ready"),
    requestedAt: z.string(),
    readyAt: z.string(),
    /** The file is deleted then. */
    expiresAt: z.string(),
    sizeBytes: z.number().int(),
  }),
]);
export type DataExportState = z.output<typeof dataExportStateSchema>;

export const dataExportDownloadTicketSchema = z.object({
  /** The download's address with its one-time token; valid for a few minutes. */
  url: z.string(),
  expiresAt: z.string(),
});
export type DataExportDownloadTicket = z.output<typeof dataExportDownloadTicketSchema>;

export const dataExportDownloadQuerySchema = z.object({
  token: z.string().max(100).optional().describe("Das Einmal-Token aus der Passwortbestätigung"),
});

export const dataExportPaths = {
  request: "/api/data-export",
  confirm: "/api/data-export/download-ticket",
  download: "/api/data-export/download",
} as const;

/** How long a prepared export is offered before it is deleted. */
export const dataExportOfferDays = 7;

export const dataExportMessages = {
  wrongPassword: "Das Passwort ist nicht richtig. Bitte versuchen Sie es erneut.",
  notReady: "Ihre Daten sind noch nicht bereit. Wir senden Ihnen eine E-Mail, sobald Sie sie herunterladen können.",
  confirmAgain: "Bitte bestätigen Sie den Download erneut mit Ihrem Passwort.",
  unknownUser: "Dieses Konto gibt es nicht.",
} as const;
