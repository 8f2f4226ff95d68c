import { formatMinutesSeconds } from "../../../shared/domain/call-duration.ts";
import { csvField, csvText } from "../../lib/csv.ts";
import type { Statement } from "./statement.ts";

export { csvField };

// The statement as CSV for a German spreadsheet: semicolons between fields, a decimal comma,
// UTF-8 with a byte order mark (so that Excel reads the umlauts), CRLF line ends and fields
// quoted per RFC 4180.

const decimal = new Intl.NumberFormat("de-DE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** 123456 cents -> "1234,56": a number a German spreadsheet reads as one (no thousands dots). */
export function csvEuro(cents: number): string {
  return decimal.format(cents / 100);
}

/** The header row, German column names. */
export const statementCsvHeader = [
  "Art",
  "Datum",
  "Uhrzeit",
  "Linie bzw. Zahlungsart",
  "Berater bzw. Leistung",
  "Dauer (Min:Sek)",
  "Preis pro Minute (EUR)",
  "Credits",
  "Betrag (EUR)",
  "Hinweis",
];

export function statementCsv(statement: Statement): string {
  const rows: (string | number | null)[][] = [statementCsvHeader];
  for (const call of statement.calls) {
    rows.push([
      "Anruf",
      call.date,
      call.time,
      call.line,
      call.consultant,
      formatMinutesSeconds(call.durationSeconds),
      call.pricePerMinuteCents === null ? null : csvEuro(call.pricePerMinuteCents),
      call.credits,
      csvEuro(call.amountCents),
      call.note,
    ]);
  }
  for (const payment of statement.payments) {
    rows.push([
      "Zahlung",
      payment.date,
      payment.time,
      payment.method,
      payment.what,
      null,
      null,
      null,
      csvEuro(payment.amountCents),
      null,
    ]);
  }
  const { sums } = statement;
  rows.push(["Summe Anrufe", null, null, null, null, null, null, sums.creditCredits, csvEuro(sums.callsCents), null]);
  rows.push(["Summe Zahlungen", null, null, null, null, null, null, null, csvEuro(sums.paymentsCents), null]);
  // Numbers stay bare so the spreadsheet reads them as numbers; csvField quotes only text that needs it.
  const lines = rows.map((row) =>
    row.map((value) => (typeof value === "string" && isNumeric(value) ? value : csvField(value))).join(";"),
  );
  return csvText(lines);
}

const isNumeric = (text: string) => /^-?\d+(,\d+)?$/.test(text);
