import PDFDocument from "pdfkit";
import { berlinDayOf, formatBerlinDate } from "../../../shared/domain/berlin-time.ts";
import { formatEuro } from "../../../shared/domain/plan.ts";
import {
  paymentMethodLabels,
  vatContainedCents,
  vatRatePercent,
  type PaymentMethod,
} from "../../../shared/domain/receipts.ts";

/** The supplier as the Impressum names it (config.site.company). */
export interface Supplier {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
}

export interface ReceiptContent {
  number: string;
  issuedAt: Date;
  customerName: string;
  service: string;
  amountCents: number;
  method: string;
  refersTo: string | null;
}

const methodLabel = (method: string) => paymentMethodLabels[method as PaymentMethod] ?? method;

/**
 * A receipt as an A4 PDF in Helvetica with what a Kleinbetragsrechnung needs (§ 33 UStDV) and
 * the customer's name. The creation date is the receipt's own date, so the same receipt gives
 * the same bytes every time (docs/decisions/0031).
 */
export function renderReceiptPdf(supplier: Supplier, receipt: ReceiptContent, brandName: string): Promise<Buffer> {
  const issued = new Date(`${berlinDayOf(receipt.issuedAt)}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `Beleg ${receipt.number}`,
      Author: supplier.name,
      Producer: brandName,
      Creator: brandName,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const refund = receipt.amountCents < 0;
  doc.font("Helvetica-Bold").fontSize(11).text(supplier.name);
  doc.font("Helvetica").fontSize(10);
  doc.text(supplier.street).text(`${supplier.postalCode} ${supplier.city}`).text(supplier.country);
  doc.text(`USt-IdNr.: ${supplier.vatId}`);
  doc.moveDown(2);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(refund ? "Erstattungsbeleg" : "Beleg (Kleinbetragsrechnung)");
  doc.moveDown();
  doc.font("Helvetica").fontSize(10);
  const lines: [string, string][] = [
    ["Belegnummer", receipt.number],
    ["Datum", formatBerlinDate(receipt.issuedAt)],
    ["Kunde", receipt.customerName],
    ...(receipt.refersTo ? ([["Zu Beleg", receipt.refersTo]] as [string, string][]) : []),
    ["Leistung", receipt.service],
    ["Betrag (brutto)", formatEuro(receipt.amountCents)],
    [`Enthaltene USt. (${vatRatePercent} %)`, formatEuro(vatContainedCents(receipt.amountCents))],
    ["Zahlungsart", methodLabel(receipt.method)],
  ];
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font("Helvetica-Bold").text(`${label}:`, 56, y, { width: 170 });
    doc.font("Helvetica").text(value, 236, y, { width: 300 });
    doc.moveDown(0.4);
  }
  doc.moveDown(2);
  doc
    .fontSize(9)
    .text(
      refund
        ? `Der Betrag wurde über ${methodLabel(receipt.method)} erstattet.`
        : `Der Betrag wurde über ${methodLabel(receipt.method)} bezahlt.`,
      56,
    );
  doc.end();
  return done;
}
