import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
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
  const tracking = Boolean(config.tracking.gaMeasurementId || config.tracking.adsConversionId);
  const paypal = paypalHosts(config);
  await app.register(helmet, {
    global: true,
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
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  });
}
