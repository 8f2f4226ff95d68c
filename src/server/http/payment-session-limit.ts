import type { FastifyInstance } from "fastify";
import type { RateLimiter } from "./rate-limit.ts";

// Each of these calls opens a session at a payment provider; a script hammering them would
// spend our provider quota and fill the tables with pending orders.
const paymentSessionPaths = new Set([
  "/paypal/subscription",
  "/api/paypal/subscription",
  "/api/maxpay/create",
  "/api/maxpay/create-payment",
]);

export function registerPaymentSessionLimit(app: FastifyInstance, rateLimiter: RateLimiter): void {
  app.addHook("onRequest", async (request) => {
    if (request.method !== "POST") return;
    const path = request.url.split("?", 1)[0] ?? "";
    if (paymentSessionPaths.has(path)) await rateLimiter.hit("paymentSessionPerIp", request.ip);
  });
}
