import type { KeyObject } from "node:crypto";
import { isTrustedCertUrl, publicKeyFromPem } from "./webhook-signature.ts";

const maxEntries = 50;
const maxPemBytes = 16 * 1024;

/**
 * Public keys of PayPal's signing certificates by URL. PayPal rotates them rarely, so a key
 * is fetched once per process; concurrent deliveries share one fetch. Untrusted URLs are
 * never fetched at all (no requests to addresses an attacker chose).
 */
export function createCertificateStore(options: { trustedHosts: readonly string[]; allowHttp: boolean; timeoutMs?: number }) {
  const keys = new Map<string, Promise<KeyObject>>();

  async function load(url: string): Promise<KeyObject> {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000), redirect: "error" });
    if (!response.ok) throw new Error(`certificate ${url} answered ${response.status}`);
    const pem = await response.text();
    if (pem.length > maxPemBytes) throw new Error(`certificate ${url} too large`);
    return publicKeyFromPem(pem);
  }

  return {
    isTrusted: (url: string) => isTrustedCertUrl(url, options.trustedHosts, options.allowHttp),

    /** The key behind a trusted certificate URL; throws for untrusted URLs and failed fetches. */
    publicKey(url: string): Promise<KeyObject> {
      if (!isTrustedCertUrl(url, options.trustedHosts, options.allowHttp)) {
        return Promise.reject(new Error(`untrusted certificate URL ${url}`));
      }
      let key = keys.get(url);
      if (!key) {
        if (keys.size >= maxEntries) keys.clear();
        key = load(url);
        // A failed fetch is not cached: the next delivery tries again.
        key.catch(() => keys.delete(url));
        keys.set(url, key);
      }
      return key;
    },
  };
}

export type CertificateStore = ReturnType<typeof createCertificateStore>;
