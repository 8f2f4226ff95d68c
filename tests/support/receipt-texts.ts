import { loadConfig } from "../../src/server/config.ts";
import { formatBerlinDate } from "../../src/shared/domain/berlin-time.ts";

/**
 * What the PDF of a Schnupperpaket's receipt (10 € by PayPal) must say: the supplier as the
 * Impressum names it (the default settings), the customer, date and number, the service, the
 * gross amount, the VAT rate and amount, and the method.
 */
export function creditReceiptTexts(receipt: { customer: string; number: string; date: Date | string }): string[] {
  const { company } = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "x" }).site;
  return [
    company.name,
    company.street,
    `${company.postalCode} ${company.city}`,
    receipt.customer,
    formatBerlinDate(receipt.date),
    receipt.number,
    "Cosmos Credits, Schnupperpaket (1.000 Credits)",
    "10,00 €",
    "19 %",
    "1,60 €",
    "PayPal",
  ];
}
