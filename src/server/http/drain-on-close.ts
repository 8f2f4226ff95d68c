import type { FastifyInstance } from "fastify";
import { HttpError, messages } from "./http-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The drain before a stop: readiness fails, everything else is served (docs/decisions/0041). */
    drain: Drain;
  }
}

/**
 * A stop in two phases (docs/decisions/0041). First the drain: readiness (GET /api/health)
 * answers 503 while every other request is served as usual, so the load balancer's health
 * check takes the process out of rotation before it stops listening; the background jobs start
 * no new round. Then the close (below).
 */
export interface Drain {
  /** True from the start of the drain on. */
  readonly draining: boolean;
  /** Starts the drain and resolves after `ms`, or at once when `skip` is called. */
  begin(ms: number): Promise<void>;
  /** Ends the wait of a drain that has begun (a second stop signal); nothing otherwise. */
  skip(): void;
  /** Runs `listener` when the drain begins (long-lived answers end then). */
  onBegin(listener: () => void): void;
}

function createDrain(): Drain {
  let draining = false;
  let skip = () => {};
  const listeners: (() => void)[] = [];
  return {
    get draining() {
      return draining;
    },
    begin(ms) {
      if (!draining) for (const listener of listeners) listener();
      draining = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        skip = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
    skip: () => skip(),
    onBegin(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * While shutting down, answers carry `Connection: close`: a request that was in flight when
 * SIGTERM came still gets its answer, and its keep-alive socket then closes instead of
 * holding the server open until the keep-alive timeout. A request that arrives after that
 * moment (on a connection that was already open) gets a German 503 at once; Fastify's own
 * 503 for this case is switched off (`return503OnClosing: false`) because its body is English.
 * Registered before every other onRequest hook, so such a request touches nothing.
 * Also decorates the app with its `drain`, the phase before the close.
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  app.decorate("drain", createDrain());
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
