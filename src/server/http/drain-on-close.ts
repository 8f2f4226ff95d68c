import type { FastifyInstance } from "fastify";
import { HttpError, messages } from "./http-error.ts";

/**
 * While shutting down, answers carry `Connection: close`: a request that was in flight when
 * SIGTERM came still gets its answer, and its keep-alive socket then closes instead of
 * holding the server open until the keep-alive timeout. A request that arrives after that
 * moment (on a connection that was already open) gets a German 503 at once; Fastify's own
 * 503 for this case is switched off (`return503OnClosing: false`) because its body is English.
 * Registered before every other onRequest hook, so such a request touches nothing.
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Callback hooks: run on every request, they cost no promise while the server is not closing.
  app.addHook("onRequest", (_request, _reply, done) => {
    done(closing ? new HttpError(503, messages.unavailable, { Connection: "close" }) : undefined);
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("Connection", "close");
    done(null, payload);
  });
}
