import type { KeyObject } from "node:crypto";
import { readBodyCapped } from "../../../lib/read-body-capped.ts";
import { isCertPath, isTrustedCertUrl, publicKeyFromPem } from "./webhook-signature.ts";

const maxEntries = 50;
const maxPemBytes = 16 * 1024;
// A URL that failed is not fetched again for a while: every delivery naming it would
// otherwise make the portal send a request to it.
const failureMs = 5 * 60_000;

export interface CertificateStoreOptions {
  trustedHosts: readonly string[];
  /** Where the API's paths begin on the certificate host: "" at PayPal, the sandbox's prefix locally. */
  pathPrefix: string;
  allowHttp: boolean;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Public keys of PayPal's signing certificates by URL. PayPal rotates them rarely, so a key
 * is fetched once per process; concurrent deliveries share one fetch. Only PayPal's
 * certificate URLs are fetched at all (no requests to addresses an attacker chose), a failure
 * is remembered for a few minutes, and a body is read only up to the size a certificate has.
 */
export function createCertificateStore(options: CertificateStoreOptions) {
  const now = options.now ?? Date.now;
  const keys = new Map<string, Promise<KeyObject>>();
  const failedUntil = new Map<string, number>();

  async function load(url: string): Promise<KeyObject> {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000), redirect: "error" });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`certificate ${url} answered ${response.status}`);
    }
    return publicKeyFromPem(await readBodyCapped(response, maxPemBytes));
  }

  function remember<T>(map: Map<string, T>, url: string, value: T): void {
    if (map.size >= maxEntries) map.clear();
    map.set(url, value);
  }

  const isTrusted = (url: string) =>
    isTrustedCertUrl(url, options.trustedHosts, options.allowHttp) && isCertPath(url, options.pathPrefix);

  return {
    isTrusted,

    /** The key behind a trusted certificate URL; throws for untrusted URLs and failed fetches. */
    publicKey(url: string): Promise<KeyObject> {
      if (!isTrusted(url)) return Promise.reject(new Error(`untrusted certificate URL ${url}`));
      if ((failedUntil.get(url) ?? 0) > now()) return Promise.reject(new Error(`certificate ${url} failed recently`));
      let key = keys.get(url);
      if (!key) {
        key = load(url);
        key.catch(() => {
          keys.delete(url);
          remember(failedUntil, url, now() + failureMs);
        });
        remember(keys, url, key);
      }
      return key;
    },
  };
}

export type CertificateStore = ReturnType<typeof createCertificateStore>;
