import type { FastifyInstance } from "fastify";
import { certPath } from "../../protocols/paypal.ts";
import type { SandboxWebhooks } from "./webhooks.ts";

/**
 * The webhook signing certificate that PAYPAL-CERT-URL names, at the path PayPal uses below its
 * API host (the sandbox serves the bare public key).
 */
export function certRoutes(app: FastifyInstance, deps: { webhooks: SandboxWebhooks }): void {
  const { webhooks } = deps;
  app.get(`${certPath}:id`, (request, reply) => {
    const { id } = request.params as { id: string };
    if (id !== webhooks.certId) return reply.code(404).type("text/plain").send("not found");
    return reply.type("application/x-pem-file").send(webhooks.publicKeyPem);
  });
}
