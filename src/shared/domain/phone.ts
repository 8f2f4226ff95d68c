/** Canonical form of a phone number: a leading "+" and digits only ("+49 170 12-34" -> "+491701234"). */
export function normalizePhone(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("00")) return `+${digits.slice(2)}`;
  return `+${digits}`;
}
