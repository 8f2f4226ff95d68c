import { X509Certificate, createPublicKey, verify, type KeyObject } from "node:crypto";
import { certPath, transmissionHeaders } from "../../../../protocols/paypal.ts";

// PayPal's webhook check done here instead of through its verify-webhook-signature call: RSA-SHA256 over
// "<transmission id>|<transmission time>|<webhook id>|<crc32 of the raw body, unsigned decimal>"
// with the public key of the certificate at PAYPAL-CERT-URL.

export interface TransmissionHeaders {
  transmissionId: string;
  transmissionTime: string;
  signature: string;
  certUrl: string;
  authAlgo: string;
}

/** The signed headers of a delivery, or null when one is missing. */
export function transmissionHeadersOf(
  headers: Record<string, string | string[] | undefined>,
): TransmissionHeaders | null {
  const one = (name: string) => {
    const value = headers[name];
    return typeof value === "string" && value.length > 0 && value.length <= 2000 ? value : null;
  };
  const transmissionId = one(transmissionHeaders.id);
  const transmissionTime = one(transmissionHeaders.time);
  const signature = one(transmissionHeaders.signature);
  const certUrl = one(transmissionHeaders.certUrl);
  const authAlgo = one(transmissionHeaders.authAlgo);
  if (!transmissionId || !transmissionTime || !signature || !certUrl || !authAlgo) return null;
  return { transmissionId, transmissionTime, signature, certUrl, authAlgo };
}

export function verifyWebhookSignature(message: string, signatureBase64: string, publicKey: KeyObject): boolean {
  try {
    return verify("sha256", Buffer.from(message, "utf8"), publicKey, Buffer.from(signatureBase64, "base64"));
  } catch {
    return false;
  }
}

/**
 * PayPal serves an X.509 certificate. The sandbox serves a bare public key instead, because
 * Node can read certificates but not make them; both carry the same RSA public key.
 */
export function publicKeyFromPem(pem: string): KeyObject {
  if (pem.includes("BEGIN CERTIFICATE")) return new X509Certificate(pem).publicKey;
  return createPublicKey(pem);
}

/**
 * A certificate is fetched only from a trusted host: an entry starting with "." matches that
 * domain's subdomains (".paypal.com"), any other entry matches exactly. Plain http, and a port
 * of its own, only where allowed (the sandbox, which serves from the portal itself).
 */
export function isTrustedCertUrl(url: string, trustedHosts: readonly string[], allowHttp: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" && !(allowHttp && parsed.protocol === "http:")) return false;
  if (parsed.username || parsed.password || (parsed.port && !allowHttp)) return false;
  const host = parsed.hostname.toLowerCase();
  return trustedHosts.some((entry) => {
    const trusted = entry.toLowerCase();
    return trusted.startsWith(".") ? host.endsWith(trusted) && host.length > trusted.length : host === trusted;
  });
}

/**
 * PayPal's certificates live at /v1/notifications/certs/CERT-<id> of its API host; the sandbox
 * serves its own under the same path below its API base (`pathPrefix`). Nothing else is
 * fetched: no other path, no query string.
 */
export function isCertPath(url: string, pathPrefix: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.search || parsed.hash || !parsed.pathname.startsWith(`${pathPrefix}/`)) return false;
  const rest = parsed.pathname.slice(pathPrefix.length);
  return rest.startsWith(certPath) && /^CERT-[A-Za-z0-9-]{1,100}$/.test(rest.slice(certPath.length));
}
