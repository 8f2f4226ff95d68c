import { z } from "zod";

/** Public site facts, whitelisted from the server config (GET /api/config). */
export const siteConfigSchema = z
  .object({
    brandName: z.string(),
    supportEmail: z.string(),
    /** The ordinary-rate support line (tel: link on /contact and in the footer). */
    supportPhone: z.string(),
    /** When the support line answers, as shown, e.g. "Mo–Fr 9–18 Uhr". */
    supportHours: z.string(),
    memberPhoneNumber: z.string(),
    premiumPhoneNumber: z.string(),
    /** The credit line: an ordinary-rate number, not 0900 (docs/decisions/0012). */
    creditPhoneNumber: z.string(),
    company: z.object({
      name: z.string(),
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
      representative: z.string(),
      registerCourt: z.string(),
      registerNumber: z.string(),
      vatId: z.string(),
      phone: z.string(),
      /** The person responsible for the editorial content (§ 18 Abs. 2 MStV), at the company's address. */
      editorialResponsible: z.string(),
    }),
    /** Absent ids mean no tracking script is ever loaded. */
    tracking: z.object({
      gaMeasurementId: z.string().nullable(),
      adsConversionId: z.string().nullable(),
    }),
    paymentMode: z.enum(["sandbox", "live"]),
    /** The monthly spending limit of an account that has not set its own (docs/decisions/0030). */
    spendingDefaultMonthlyCents: z.number().int(),
    /** What the browser needs to load PayPal's JS SDK (the sandbox serves a stand-in). */
    paypal: z.object({ clientId: z.string(), sdkBaseUrl: z.string() }),
  })
  .describe("Öffentliche Angaben der Website: Marke, Rufnummern, Impressum, Tracking-IDs, Zahlungsmodus");
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** GET /api/health */
export const healthResponseSchema = z
  .object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) })
  .describe("Der Dienst kann Anfragen bedienen: seine Datenbank liest und schreibt");
export type HealthResponse = z.output<typeof healthResponseSchema>;

/** GET /api/health/live */
export const livenessResponseSchema = z.object({ status: z.literal("ok") }).describe("Der Prozess läuft");
export type LivenessResponse = z.output<typeof livenessResponseSchema>;
