import type { FastifyInstance } from "fastify";

/**
 * While shutting down, answers carry `Connection: close`: a request that was in flight when
 * SIGTERM came still gets its answer, and its keep-alive socket then closes instead of
 * holding the server open until the keep-alive timeout.
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("Connection", "close");
  });
}
