/**
 * The one canonical form in which a phone number is stored, looked up and compared: "+", the
 * country code and the number, digits only ("+4915112345678"). Accepts every usual spelling:
 * - spaces, dashes, slashes, dots, brackets and a German "(0)" are dropped;
 * - "00" before the country code means "+" ("0049 151 …");
 * - a national number, starting with a single 0, is German ("0151 …", also "+0151 …");
 * - a 0 right after +49 is the national trunk prefix, written by mistake ("+49 0151 …").
 * Input without "+" or 0 is taken to start with its country code, as carriers send it.
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\(0\)/g, "").replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = `49${digits.slice(1)}`;
  if (digits.startsWith("490")) digits = `49${digits.slice(3)}`;
  return `+${digits}`;
}
