import { formatBerlinDate } from "../../../shared/domain/berlin-time.ts";
import {
  paymentMethodLabels,
  receiptsPagePath,
  vatContainedCents,
  vatRatePercent,
} from "../../../shared/domain/receipts.ts";
import { formatEuro } from "../../../shared/domain/spending.ts";
import type { MailMessage } from "../mail/index.ts";
import type { ReceiptRow } from "../receipts/index.ts";

const methodName = (method: string) => (method === "card" ? paymentMethodLabels.card : paymentMethodLabels.paypal);

/**
 * The mail of a receipt no order confirmation names: a weekly fee, a refund, a test payment.
 * It names what was paid, the amount with its VAT and the receipt's number, and where the PDF
 * is; the PDF stays behind the login (docs/decisions/0031).
 */
export function receiptMail(input: {
  to: string;
  name: string;
  brandName: string;
  publicOrigin: string;
  receipt: ReceiptRow;
}): MailMessage {
  const { receipt } = input;
  const refund = receipt.kind === "refund";
  const amount = Math.abs(receipt.amount_cents);
  const lines = [
    refund ? "wir haben Ihnen Geld erstattet:" : "vielen Dank, Ihre Zahlung ist bei uns eingegangen:",
    "",
    `Leistung: ${receipt.service}`,
    `${refund ? "Erstatteter Betrag" : "Betrag"}: ${formatEuro(amount)} ` +
      `(darin ${vatRatePercent} % MwSt.: ${formatEuro(vatContainedCents(amount))})`,
    `${refund ? "Gutschrift über" : "Bezahlt mit"}: ${methodName(receipt.method)}`,
    `Datum: ${formatBerlinDate(receipt.issued_at)}`,
    `Belegnummer: ${receipt.number ?? ""}`,
    "",
    `Den Beleg (PDF) finden Sie nach der Anmeldung unter „Zahlungen und Belege“: ${input.publicOrigin}${receiptsPagePath}`,
  ];
  return {
    kind: "paymentReceipt",
    to: input.to,
    subject: `${refund ? "Ihre Erstattung" : "Ihre Zahlung ist eingegangen"}: Beleg ${receipt.number ?? ""} – ${input.brandName}`,
    text: [`Guten Tag ${input.name},`, "", ...lines, "", "Mit freundlichen Grüßen", `Ihr ${input.brandName}-Team`].join(
      "\n",
    ),
  };
}
