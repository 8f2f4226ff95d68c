import type { FastifyInstance } from "fastify";

/**
 * A module's plugin: registers the module's routes, hooks and jobs on the app itself, not in
 * a context of their own, so that its hooks and decorations reach every route as when they
 * were registered from app.ts (Fastify's "skip-override", what fastify-plugin sets).
 */
export function modulePlugin(register: (app: FastifyInstance) => Promise<unknown>) {
  const plugin = async (app: FastifyInstance): Promise<void> => {
    await register(app);
  };
  return Object.assign(plugin, { [Symbol.for("skip-override")]: true });
}

export type ModulePlugin = ReturnType<typeof modulePlugin>;
