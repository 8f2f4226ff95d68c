// Receipts (Kleinbetragsrechnungen, § 33 UStDV): their numbers, the VAT they contain and the
// texts that name what was paid for (docs/decisions/0031).

/** The German VAT rate every payment of the portal carries, in percent. */
export const vatRatePercent = 19;

/**
 * The VAT contained in a gross amount of cents at 19 %: gross − round(gross / 1.19), rounded
 * half up on the amount's size, computed in integers so no float ever decides a cent. A
 * refund's negative amount contains the negative of its positive's VAT.
 */
export function vatContainedCents(grossCents: number): number {
  const size = Math.abs(grossCents);
  const rate = 100 + vatRatePercent;
  const net = Math.floor((size * 100 * 2 + rate) / (2 * rate));
  const vat = size - net;
  return grossCents < 0 ? -vat : vat;
}

/** 2026, 123 -> "2026-000123". */
export function receiptNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

/** Where a customer finds the receipts: the profile's section "Zahlungen und Belege". */
export const receiptsPagePath = "/profile#zahlungen-und-belege";

export const receiptNumberPattern = /^\d{4}-\d{6}$/;

export type PaymentMethod = "paypal" | "card";

export const paymentMethodLabels: Record<PaymentMethod, string> = { paypal: "PayPal", card: "Karte" };

/** The download's file name: "Beleg-2026-000123.pdf". */
export function receiptFileName(number: string): string {
  return `Beleg-${number}.pdf`;
}

const monthNames = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

/** "YYYY-MM-DD" -> its parts. */
function dayParts(day: string) {
  const [year = "", month = "", date = ""] = day.split("-");
  return { year, month: monthNames[Number(month) - 1] ?? month, date: String(Number(date)) };
}

/** "12.–18. Dezember 2026"; across months "29. Dezember 2026 – 4. Januar 2027" (first and last day). */
export function formatDayRange(first: string, last: string): string {
  const a = dayParts(first);
  const b = dayParts(last);
  if (a.year === b.year && a.month === b.month) return `${a.date}.–${b.date}. ${b.month} ${b.year}`;
  if (a.year === b.year) return `${a.date}. ${a.month} – ${b.date}. ${b.month} ${b.year}`;
  return `${a.date}. ${a.month} ${a.year} – ${b.date}. ${b.month} ${b.year}`;
}

/** What a receipt names as the service paid for. */
export const receiptServices = {
  trial: "Premium-Mitgliedschaft, Probemonat",
  membership: "Premium-Mitgliedschaft",
  /** The weekly fee for the week from `first` to `last` (Berlin calendar days, "YYYY-MM-DD"). */
  week: (first: string, last: string) => `Premium-Mitgliedschaft, Woche ${formatDayRange(first, last)}`,
  credits: (packageName: string, credits: string) => `Cosmos Credits, ${packageName} (${credits})`,
  creditsUnnamed: "Cosmos Credits",
  test: "Testzahlung",
  refund: (original: string | null) => (original ? `Erstattung zu Beleg ${original}` : "Erstattung"),
};
