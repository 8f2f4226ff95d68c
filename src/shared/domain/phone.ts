/** Canonical form of a phone number: a leading "+" and digits only ("+49 170 12-34" -> "+491701234"). */
export function normalizePhone(input: string): string {
  // "+49 (0)170 ..." is a common German way of writing it; the (0) is not dialled from abroad.
  const trimmed = input.trim().replace(/\(0\)/g, "");
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("00")) return `+${digits.slice(2)}`;
  return `+${digits}`;
}
