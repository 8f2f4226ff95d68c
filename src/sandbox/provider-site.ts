import type { FastifyInstance } from "fastify";

/**
 * Makes an encapsulated sandbox plugin behave like the provider's own site: requests from
 * other origins are normal there (no Origin check), and its forms and token calls send
 * urlencoded bodies, read here into a plain object.
 */
export function actAsProviderSite(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, skipOriginCheck: true };
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
}
