/** What the limit form reads from a field: no limit, whole euros, or a German reason to refuse. */
export type EuroField = { ok: true; euros: number | null } | { ok: false; error: string };

export const wholeEurosError = "Bitte geben Sie einen ganzen Betrag in Euro ein, zum Beispiel 100.";

/**
 * An empty field means no limit; "150", "150 €" and "150,00" mean 150 euros. Anything else
 * (cents, letters, a minus) is refused here; the server checks the range and the rest.
 */
export function readEuros(text: string): EuroField {
  const plain = text.replace(/€/g, "").replace(/\s/g, "");
  if (plain === "") return { ok: true, euros: null };
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,00?)?$/.exec(plain);
  if (!match?.[1]) return { ok: false, error: wholeEurosError };
  return { ok: true, euros: Number(match[1].replace(/\./g, "")) };
}

/** The field's text for a limit in cents: "150", or empty for none. */
export function eurosText(cents: number | null): string {
  return cents === null ? "" : String(Math.floor(cents / 100));
}
