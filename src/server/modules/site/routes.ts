import type { FastifyPluginAsync } from "fastify";
import type { SiteConfig } from "../../../shared/schemas/site.ts";
import type { AppConfig } from "../../config.ts";
import { renderTextSvg } from "./text-svg.ts";

/** Only these whitelisted facts of the config ever reach the browser. */
export function publicSiteConfig(config: AppConfig): SiteConfig {
  return {
    ...config.site,
    tracking: config.tracking,
    paymentMode: config.paymentMode,
    paypal: {
      clientId: config.payments.paypal?.clientId ?? "",
      sdkBaseUrl: config.payments.paypal?.sdkBaseUrl ?? "",
    },
  };
}

export function siteRoutes(config: AppConfig): FastifyPluginAsync {
  const body = publicSiteConfig(config);
  const emailSvg = renderTextSvg(config.site.supportEmail);
  return async (app) => {
    app.get("/api/config", async (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return body;
    });
    // The support address as a picture keeps it out of the HTML that address harvesters read.
    app.get("/api/support-email.svg", async (_request, reply) => {
      return reply.type("image/svg+xml").header("Cache-Control", "public, max-age=3600").send(emailSvg);
    });
  };
}
