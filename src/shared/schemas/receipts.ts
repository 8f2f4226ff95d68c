import { z } from "zod";

// GET /api/payments: the logged-in user's payments and refunds, each with its receipt.

export const receiptMessages = {
  notFound: "Diesen Beleg gibt es nicht in Ihrem Konto.",
} as const;

export const paymentEntrySchema = z.object({
  receiptNumber: z.string().describe("Die Belegnummer, z. B. 2026-000123"),
  date: z.string().describe("Zeitpunkt der Zahlung (ISO-8601)"),
  service: z.string().describe("Wofür gezahlt wurde, wie auf dem Beleg"),
  amountCents: z.number().int().describe("Bruttobetrag in Cent, negativ bei einer Erstattung"),
  currency: z.string(),
  method: z.enum(["paypal", "card"]).describe("paypal oder card (Karte)"),
  kind: z.enum(["payment", "refund"]),
  subject: z.enum(["membership", "credits", "other"]).describe("Wofür: Mitgliedschaft, Credits oder anderes"),
  status: z
    .enum(["paid", "refunded", "partially_refunded", "refund"])
    .describe(
      "paid: bezahlt; refunded / partially_refunded: ganz oder teilweise erstattet; refund: die Erstattung selbst",
    ),
  refersTo: z.string().nullable().describe("Bei einer Erstattung: die Nummer des ursprünglichen Belegs"),
});

export const paymentsResponseSchema = z.object({ payments: z.array(paymentEntrySchema) });

export type PaymentEntry = z.infer<typeof paymentEntrySchema>;
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

export const receiptParamsSchema = z.object({
  number: z.string().max(20).describe("Die Belegnummer, z. B. 2026-000123"),
});

export const paymentStatusLabels: Record<PaymentEntry["status"], string> = {
  paid: "bezahlt",
  refunded: "erstattet",
  partially_refunded: "teilweise erstattet",
  refund: "Erstattung",
};
