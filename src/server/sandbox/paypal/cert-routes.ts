import type { FastifyInstance } from "fastify";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

/** The webhook signing certificate that PAYPAL-CERT-URL names (the sandbox serves the bare public key). */
export function certRoutes(app: FastifyInstance, deps: { webhooks: SandboxWebhooks }): void {
  const { webhooks } = deps;
  app.get("/certs/:file", (request, reply) => {
    const { file } = request.params as { file: string };
    if (file !== `${webhooks.certId}.pem`) return reply.code(404).type("text/plain").send("not found");
    return reply.type("application/x-pem-file").send(webhooks.publicKeyPem);
  });
}
