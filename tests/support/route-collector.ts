import { channel } from "node:diagnostics_channel";
import type { FastifyContextConfig, FastifyInstance } from "fastify";

export interface CollectedRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
  /** The route's own body limit; undefined when the instance's limit applies. */
  bodyLimit: number | undefined;
  /** The route's own config (rate limit, idempotency). */
  config: FastifyContextConfig | undefined;
}

interface InitializationMessage {
  fastify: FastifyInstance;
}

const initialization = channel("fastify.initialization");

/**
 * Runs `build` and returns, next to its result, every route registered on any Fastify
 * instance created meanwhile. Fastify announces each new instance on the diagnostics channel
 * "fastify.initialization" before a plugin or route exists, so an onRoute hook added there
 * sees all of them, without the app knowing.
 */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<{ result: T; routes: CollectedRoute[] }> {
  const routes: CollectedRoute[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as InitializationMessage;
    fastify.addHook("onRoute", (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: route.schema, bodyLimit: route.bodyLimit, config: route.config });
    });
  };
  initialization.subscribe(onInstance);
  try {
    return { result: await build(), routes };
  } finally {
    initialization.unsubscribe(onInstance);
  }
}
