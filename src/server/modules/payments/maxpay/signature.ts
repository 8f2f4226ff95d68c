import { createHash, timingSafeEqual } from "node:crypto";

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
