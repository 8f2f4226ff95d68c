// Every account starts with a monthly spending limit; the server's setting
// SPENDING_DEFAULT_MONTHLY_EUROS decides the amount, this is its default.
export const DEFAULT_MONTHLY_LIMIT_EUROS = 150;

/** The registration forms' sentence about the starting limit. */
export function defaultLimitSentence(euros: number = DEFAULT_MONTHLY_LIMIT_EUROS): string {
  return `Jedes Konto startet mit einem Ausgabenlimit von ${euros} € im Monat, das Sie jederzeit ändern können.`;
}
