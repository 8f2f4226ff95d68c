import { z } from "zod";
import { creditEntryTypes, creditPinPattern, formatCredits } from "../domain/credits.ts";

// The credits calls (GET balance, packages, history; POST purchase and process-return) and the
// credit PIN. Amounts of credits are whole numbers; package prices are euro numbers at the
// edge (the server keeps cents).

export const creditMessages = {
  loginRequiredTitle: "Anmeldung erforderlich",
  loginRequired: "Bitte melden Sie sich an, um Credits zu kaufen.",
  unknownPackage: "Dieses Credit-Paket gibt es nicht.",
  packageIdRequired: "Bitte wählen Sie ein Credit-Paket.",
  orderUnknown: "Diese Zahlung wurde nicht gefunden.",
  tokenRequired: "Die Zahlungsreferenz fehlt.",
  paymentDeclined: "PayPal hat die Zahlung abgelehnt. Es wurde nichts abgebucht.",
  paymentNotApproved: "Die Zahlung wurde bei PayPal noch nicht bestätigt.",
  pinFormat: "Die PIN muss aus genau 4 Ziffern bestehen.",
  pinSaved: "Ihre Credit-PIN wurde gespeichert.",
  purchaseFailed: "Die Zahlung bei PayPal konnte nicht gestartet werden. Bitte versuchen Sie es erneut.",
  captureFailed: "Die Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.",
  paymentPending: "PayPal prüft die Zahlung noch. Die Credits werden gutgeschrieben, sobald sie bestätigt ist.",
} as const;

/** The answer of a completed purchase: "5.500 Credits wurden Ihrem Konto gutgeschrieben." */
export function creditsAddedMessage(credits: number): string {
  return `${formatCredits(credits)} wurden Ihrem Konto gutgeschrieben.`;
}

export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Credits bought, without the bonus. */
  credits: z.number().int(),
  bonusCredits: z.number().int(),
  /** Euro, e.g. 50 for 50,00 €. */
  price: z.number(),
  currency: z.literal("EUR"),
  recommended: z.boolean(),
});
export type CreditPackage = z.output<typeof creditPackageSchema>;
export const creditPackagesResponseSchema = z.array(creditPackageSchema);

export const creditBalanceSchema = z.object({ balance: z.number().int() });
export type CreditBalance = z.output<typeof creditBalanceSchema>;

export const creditTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(creditEntryTypes),
  description: z.string(),
  /** Signed: purchases and bonuses positive, spends and refunds negative. */
  amount: z.number().int(),
  /** The balance after this entry. */
  balance: z.number().int(),
  createdAt: z.string(),
});
export type CreditTransaction = z.output<typeof creditTransactionSchema>;

export const creditHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Newest first. */
export const creditHistoryResponseSchema = z.object({
  transactions: z.array(creditTransactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type CreditHistory = z.output<typeof creditHistoryResponseSchema>;

export const creditPurchaseSchema = z.object({
  /** The order step's consent to the credits being credited at once (docs/decisions/0022). */
  earlyStartConsent: z.boolean().optional(),
  packageId: z
    .string({ message: creditMessages.packageIdRequired })
    .trim()
    .min(1, creditMessages.packageIdRequired)
    .max(50, creditMessages.unknownPackage),
});
export type CreditPurchaseInput = z.input<typeof creditPurchaseSchema>;

export const creditPurchaseResponseSchema = z.object({
  orderId: z.string(),
  /** The order number ("B-…") for the buyer and support (docs/decisions/0022). */
  orderNumber: z.string(),
  links: z.array(z.object({ rel: z.string(), href: z.string(), method: z.string().optional() })),
});
export type CreditPurchaseResponse = z.output<typeof creditPurchaseResponseSchema>;

const paypalReference = z
  .string({ message: creditMessages.tokenRequired })
  .trim()
  .min(1, creditMessages.tokenRequired)
  .max(128, creditMessages.orderUnknown);

export const creditProcessReturnSchema = z.object({
  token: paypalReference,
  PayerID: z.string().trim().max(128, creditMessages.orderUnknown).optional(),
});
export type CreditProcessReturnInput = z.input<typeof creditProcessReturnSchema>;

export const creditProcessReturnResponseSchema = z.object({
  success: z.boolean(),
  /** Credits and bonus credited by this order (also when an earlier request credited them). */
  creditsAdded: z.number().int(),
  message: z.string(),
  /** The order number ("B-…"); null only for an order from before order numbers existed. */
  orderNumber: z.string().nullable(),
});
export type CreditProcessReturnResponse = z.output<typeof creditProcessReturnResponseSchema>;

export const creditPinSchema = z.object({
  pin: z.string({ message: creditMessages.pinFormat }).regex(creditPinPattern, creditMessages.pinFormat),
});
export type CreditPinInput = z.input<typeof creditPinSchema>;

/** What the credits page shows about calling on the credit line. */
export const creditLineSchema = z.object({
  /** The number the IVR asks for when the caller's number is withheld or foreign. */
  customerNumber: z.string(),
  pinSet: z.boolean(),
});
export type CreditLine = z.output<typeof creditLineSchema>;

/** PUT /api/credits/pin answers the new state and a German confirmation. */
export const creditPinResponseSchema = creditLineSchema.extend({ message: z.string() });
export type CreditPinResponse = z.output<typeof creditPinResponseSchema>;
