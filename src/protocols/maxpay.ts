import { createHash, timingSafeEqual } from "node:crypto";
import { premiumPlan } from "../shared/domain/plan.ts";
import { cardTestAmountCents } from "../shared/schemas/card-payments.ts";

// What the portal and the Maxpay emulator (src/sandbox/maxpay) must agree on: the signature
// schemes and the products. Both import this file; tests/unit/maxpay-signature.test.ts and
// tests/unit/maxpay-rules.test.ts pin it to Maxpay's documented vectors.

// Maxpay's two signature schemes, as its PHP SDK computes them (SignatureHelper):
// - form fields and merchant-API requests: sha256 over the key-sorted "key=value|" pairs plus
//   the private key, the whole string lowercased;
// - callbacks: sha256 over the raw body bytes plus the private key, nothing lowercased.
// Merchant-API answers carry a checkSum made like the first, but without lowercasing.

export type SignableValue =
  string | number | boolean | null | undefined | SignableValue[] | { [key: string]: SignableValue };

// PHP's ksort on string keys compares bytes, not UTF-16 code units.
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

function scalar(value: string | number | boolean): string {
  // PHP writes true as "1" and false as "" when it concatenates.
  if (typeof value === "boolean") return value ? "1" : "";
  return String(value);
}

function appendPairs(out: string[], fields: Record<string, SignableValue>, prefix: string, exclude: string): void {
  for (const key of Object.keys(fields).sort(byteOrder)) {
    if (prefix === "" && key === exclude) continue;
    const value = fields[key];
    if (value === undefined || value === null) continue;
    if (typeof value === "object") {
      const nested = Array.isArray(value) ? Object.fromEntries(value.map((v, i) => [String(i), v])) : value;
      appendPairs(out, nested, `${prefix}${key}.`, exclude);
    } else {
      out.push(`${prefix}${key}=${scalar(value)}|`);
    }
  }
}

/** "key=value|" for each field in byte order; nested objects as "prefix.key=value|". */
export function signingString(fields: Record<string, SignableValue>, exclude: string): string {
  const out: string[] = [];
  appendPairs(out, fields, "", exclude);
  return out.join("");
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** The `signature` of hosted-payment-page fields and of merchant-API requests. */
export function fieldsSignature(fields: Record<string, SignableValue>, privateKey: string): string {
  return sha256Hex(`${signingString(fields, "signature")}${privateKey}`.toLowerCase());
}

/** The `X-Signature` header of a callback: over the exact bytes received. */
export function callbackSignature(rawBody: Buffer | string, privateKey: string): string {
  const body = typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody;
  return sha256Hex(Buffer.concat([body, Buffer.from(privateKey, "utf8")]));
}

/** The `checkSum` inside a merchant-API answer's payload (not lowercased). */
export function apiResultChecksum(payload: Record<string, SignableValue>, privateKey: string): string {
  return sha256Hex(`${signingString(payload, "checkSum")}${privateKey}`);
}

/** Constant-time comparison of two hex signatures; case-insensitive, as hex is. */
export function signaturesMatch(expected: string, received: string | undefined | null): boolean {
  if (typeof received !== "string") return false;
  const a = Buffer.from(expected.toLowerCase(), "utf8");
  const b = Buffer.from(received.trim().toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

// The products sent to Maxpay's hosted payment page as `customproduct` (a JSON list). Maxpay
// writes periods as 24H|7D|30D|365D; the payment request's P30D/P7D are these. A trial product names
// the subscription that follows it by id: that weekly product must exist in the merchant
// portal (Mportal) under this id, at the plan's weekly price. The sandbox knows it too.

export type CardPeriod = "30D" | "7D";

/** A plan period of a month is billed as 30D, anything else as 7D. */
export function cardPeriodOf(period: string): CardPeriod {
  return period === "MONTH" ? "30D" : "7D";
}

const euros = (cents: number) => cents / 100;

export const weeklyProduct = {
  productType: "subscriptionProduct",
  productId: "premium-weekly",
  productName: "Premium-Mitgliedschaft (wöchentlich)",
  currency: premiumPlan.currency,
  amount: euros(premiumPlan.recurringAmountCents),
  subscriptionLength: 1,
  subscriptionPeriod: cardPeriodOf(premiumPlan.recurringPeriod),
} as const;

export const trialProduct = {
  productType: "trialProduct",
  productId: "premium-trial",
  productName: "Premium-Mitgliedschaft",
  productDescription:
    "1,00 € für die ersten 30 Tage, danach 4,99 € alle 7 Tage. Mindestlaufzeit 3 Monate nach dem Testzeitraum.",
  currency: premiumPlan.currency,
  amount: euros(premiumPlan.trialAmountCents),
  trialLength: 1,
  trialPeriod: cardPeriodOf(premiumPlan.trialPeriod),
  postTrialProductId: weeklyProduct.productId,
} as const;

export const testProduct = {
  productType: "fixedProduct",
  productId: "card-test",
  productName: "Testzahlung",
  currency: premiumPlan.currency,
  amount: euros(cardTestAmountCents),
} as const;
