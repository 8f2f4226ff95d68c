// The sandbox's test cards and the checks a real payment page makes before charging.

export const testCards = {
  approve: "4111111111111111",
  decline: "4000000000000002",
} as const;

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardDecision = { ok: true; approved: boolean } | { ok: false; error: string };

const digitsOnly = (v: string) => v.replace(/[\s-]/g, "");

/** "MM/JJ" (also "MM/JJJJ"); valid through the last day of that month. */
function expiryError(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match?.[2] || month < 1 || month > 12) return "Bitte geben Sie das Ablaufdatum im Format MM/JJ an.";
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? "Die Karte ist abgelaufen." : null;
}

/** Checks the form; a test card approves or declines, any other number is refused. */
export function checkCard(input: CardInput, now: Date): CardDecision {
  const number = digitsOnly(input.cardNumber);
  if (!/^\d{12,19}$/.test(number)) return { ok: false, error: "Bitte geben Sie eine gültige Kartennummer ein." };
  if (number !== testCards.approve && number !== testCards.decline) {
    return {
      ok: false,
      error: "Diese Karte ist in der Sandbox unbekannt. Bitte verwenden Sie eine der Testkarten.",
    };
  }
  const expiry = expiryError(input.expiry, now);
  if (expiry) return { ok: false, error: expiry };
  if (!/^\d{3}$/.test(input.cvc.trim()))
    return { ok: false, error: "Bitte geben Sie die dreistellige Prüfnummer (CVC) ein." };
  if (input.holder.trim().length < 2) return { ok: false, error: "Bitte geben Sie den Namen des Karteninhabers ein." };
  return { ok: true, approved: number === testCards.approve };
}
