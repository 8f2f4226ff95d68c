// The German words for the codes the administration's views carry (contract declarations, the
// payment providers' subscription states). A code without a word is shown as it is, so that a
// new state at a provider is still visible.

const declarationKinds: Record<string, string> = { cancellation: "Kündigung", withdrawal: "Widerruf" };

// The states of modules/contract-declarations/status.ts.
const declarationStatuses: Record<string, string> = {
  received: "eingegangen",
  applied: "wirksam",
  awaiting_owner: "wartet auf Bestätigung des Kontoinhabers",
  rejected: "vom Kontoinhaber abgelehnt",
  no_contract: "kein Vertrag gefunden",
  period_expired: "Frist abgelaufen",
  unmatched: "keinem Konto zugeordnet",
};

// PayPal's subscription states and the one the portal sets after a failed payment.
const providerStatuses: Record<string, string> = {
  APPROVAL_PENDING: "wartet auf Freigabe",
  APPROVED: "freigegeben",
  ACTIVE: "aktiv",
  SUSPENDED: "ausgesetzt",
  CANCELLED: "gekündigt",
  EXPIRED: "abgelaufen",
  PAYMENT_FAILED: "Zahlung fehlgeschlagen",
};

const wordFor = (words: Record<string, string>, code: string) => words[code] ?? code;

export const declarationKindLabel = (kind: string) => wordFor(declarationKinds, kind);
export const declarationStatusLabel = (status: string) => wordFor(declarationStatuses, status);
export const providerStatusLabel = (status: string) => wordFor(providerStatuses, status);
