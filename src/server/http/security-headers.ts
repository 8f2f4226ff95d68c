import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { AppConfig } from "../config.ts";

const googleTagHosts = ["https://www.googletagmanager.com"];
const googleCollectHosts = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
];

// PayPal's JS SDK loads its scripts, images and checkout frames from these hosts. Only when
// PayPal is live: in sandbox mode the SDK stand-in and its pages are served by the portal itself.
function paypalHosts(config: AppConfig): string[] {
  const paypal = config.payments.mode === "live" ? config.payments.paypal : null;
  if (!paypal) return [];
  return [...new Set(["https://*.paypal.com", "https://*.paypalobjects.com", new URL(paypal.sdkBaseUrl).origin])];
}

// The card payment page is reached by posting a form to Maxpay, so form-action must allow it.
function cardPaymentHosts(config: AppConfig): string[] {
  const maxpay = config.payments.mode === "live" ? config.payments.maxpay : null;
  return maxpay ? [new URL(maxpay.paymentUrl).origin] : [];
}

/**
 * Strict CSP: scripts only from our own origin (no inline scripts anywhere). Google's tag
 * hosts are allowed only when a tracking id is configured (the client still loads them only
 * after opt-in), PayPal's only when PayPal is live. Inline styles stay allowed because dialog
 * scroll-locking injects a <style>.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = securityHeaders(config);
  const lean = assetHeaders(headers);
  // Set up front, so a route can still override one. The built client's files (one route each,
  // static-site.ts) get the lean set; a path under /assets/ that names no file is answered with
  // the page (a document) and keeps the full set.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith(assetsPrefix) && !request.is404 ? lean : headers);
    done();
  });
}

/** Where the build puts its hashed files (static-site.ts serves them). */
export const assetsPrefix = "/assets/";

/**
 * What a script, style, font or image needs of the document headers: a policy such as the CSP
 * or Permissions-Policy applies to the document that loads a file, never to the file itself, and
 * on a phone a kilobyte of them on every small chunk costs more than the chunk. The file keeps
 * its type pinned (nosniff) and its use by other sites barred (Cross-Origin-Resource-Policy).
 */
export function assetHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const kept = ["x-content-type-options", "cross-origin-resource-policy"];
  return Object.fromEntries(kept.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])));
}

/**
 * Helmet's headers for this configuration, worked out once: helmet would otherwise rebuild its
 * policy strings on every request, which cost more than many a route's own work.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const tracking = Boolean(config.tracking.gaMeasurementId || config.tracking.adsConversionId);
  const paypal = paypalHosts(config);
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...(tracking ? googleTagHosts : []), ...paypal],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", ...(tracking ? [...googleTagHosts, ...googleCollectHosts] : []), ...paypal],
        "connect-src": ["'self'", ...(tracking ? [...googleTagHosts, ...googleCollectHosts] : []), ...paypal],
        ...(paypal.length > 0 ? { "frame-src": ["'self'", ...paypal] } : {}),
        "font-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'", ...cardPaymentHosts(config)],
        "frame-ancestors": ["'none'"],
        ...(config.production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // PayPal's checkout popup lives on paypal.com; "same-origin" would cut it off from the page
    // that opened it, and the SDK would never learn the buyer's decision.
    ...(paypal.length > 0 ? { crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" as const } } : {}),
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  headers["permissions-policy"] = "camera=(), microphone=(), geolocation=(), payment=(self)";
  return headers;
}
