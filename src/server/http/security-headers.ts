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

/**
 * Strict CSP: scripts only from our own origin (no inline scripts anywhere). Google's tag
 * hosts are allowed only when a tracking id is configured; the client still loads them only
 * after opt-in. Inline styles stay allowed because dialog scroll-locking injects a <style>.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const tracking = Boolean(config.tracking.gaMeasurementId || config.tracking.adsConversionId);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...(tracking ? googleTagHosts : [])],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", ...(tracking ? [...googleTagHosts, ...googleCollectHosts] : [])],
        "connect-src": ["'self'", ...(tracking ? [...googleTagHosts, ...googleCollectHosts] : [])],
        "font-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(config.production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  });
}
