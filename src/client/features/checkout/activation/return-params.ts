import type { ToastOptions } from "../../../lib/toast.ts";

// What the provider's return address carries. Everything in the
// address is text; the subscription id must look like one, the user id must be a number.

export type ReturnParams =
  | { provider: "paypal"; subscriptionId: string; userId: number | null }
  | { provider: "maxpay"; orderReference: string | null; userId: number | null };

export type ParsedReturn = { ok: true; params: ReturnParams } | { ok: false; problem: ToastOptions };

export const missingData: ToastOptions = {
  title: "Fehlende Daten",
  description: "Es wurde keine Kennung der Mitgliedschaft übermittelt.",
  variant: "destructive",
};
export const invalidSubscription: ToastOptions = {
  title: "Ungültiges Abonnement",
  description: "Die übermittelte Kennung der Mitgliedschaft ist ungültig.",
  variant: "destructive",
};
export const invalidUser: ToastOptions = {
  title: "Benutzerfehler",
  description: "Die Benutzerkennung fehlt oder ist ungültig. Bitte melden Sie sich an.",
  variant: "destructive",
};

// PayPal ids are letters, digits and dashes (I-…, BA-…); anything else is not one of theirs.
const providerIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

function parseUserId(raw: string | null): number | null | "invalid" {
  if (raw === null || raw === "") return null;
  if (!/^\d{1,15}$/.test(raw)) return "invalid";
  const value = Number(raw);
  return value > 0 ? value : "invalid";
}

export function parseReturn(query: URLSearchParams): ParsedReturn {
  const userId = parseUserId(query.get("user_id"));
  if (userId === "invalid") return { ok: false, problem: invalidUser };

  const orderReference = query.get("order_reference");
  if (query.get("provider") === "maxpay" || orderReference !== null) {
    if (orderReference !== null && !providerIdPattern.test(orderReference)) {
      return { ok: false, problem: invalidSubscription };
    }
    return { ok: true, params: { provider: "maxpay", orderReference, userId } };
  }

  const subscriptionId = query.get("subscription_id") ?? query.get("ba_token");
  if (!subscriptionId) return { ok: false, problem: missingData };
  if (!providerIdPattern.test(subscriptionId)) return { ok: false, problem: invalidSubscription };
  return { ok: true, params: { provider: "paypal", subscriptionId, userId } };
}
