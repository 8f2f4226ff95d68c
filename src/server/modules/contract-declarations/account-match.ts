import { normalizePhone } from "../../../shared/domain/phone.ts";

// The § 312k form may ask only for data the customer has to hand, so matching is lenient:
// the account's phone number plus either its name or its e-mail address.

/** Accounts store the canonical form (shared/domain/phone.ts); "0170 ..." means the same line. */
export function accountPhone(typed: string): string {
  return normalizePhone(typed);
}

/** Case, accents, umlaut spellings (ü/ue), punctuation and the order of the names do not matter. */
function comparableName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(" ");
}

export interface AccountCandidate {
  id: number;
  name: string;
  email: string | null;
}

/** The account found by phone is the declaring customer's if the name or the e-mail fits too. */
export function isSameCustomer(
  account: AccountCandidate,
  typed: { name: string; email: string },
  sessionUserId: number | null,
): boolean {
  if (account.id === sessionUserId) return true;
  if (comparableName(account.name) === comparableName(typed.name)) return true;
  return account.email !== null && account.email.trim().toLowerCase() === typed.email.trim().toLowerCase();
}
