import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { siteConfigSchema, type SiteConfig } from "../../../shared/schemas/site.ts";
import type { AppConfig } from "../../config.ts";
import { renderTextSvg } from "./text-svg.ts";

/** Only these whitelisted facts of the config ever reach the browser. */
export function publicSiteConfig(config: AppConfig): SiteConfig {
  return {
    ...config.site,
    tracking: config.tracking,
    paymentMode: config.paymentMode,
    spendingDefaultMonthlyCents: config.spendingDefaultMonthlyCents,
    paypal: {
      clientId: config.payments.paypal?.clientId ?? "",
      sdkBaseUrl: config.payments.paypal?.sdkBaseUrl ?? "",
    },
  };
}

export function siteRoutes(config: AppConfig): FastifyPluginAsyncZod {
  const body = publicSiteConfig(config);
  const emailSvg = renderTextSvg(config.site.supportEmail);
  return async (app) => {
    app.get(
      "/api/config",
      {
        schema: {
          summary: "Angaben der Website",
          description:
            "Die öffentlichen Angaben, die der Browser braucht: Marke, die beiden 0900-Nummern, Support-Adresse, " +
            "Impressum, Tracking-IDs (nur wenn eingerichtet) und der Zahlungsmodus.",
          tags: ["Website"],
          response: { 200: siteConfigSchema },
        },
      },
      async (_request, reply) => {
        reply.header("Cache-Control", "no-cache");
        return body;
      },
    );
    // The support address as a picture keeps it out of the HTML that address harvesters read.
    app.get(
      "/api/support-email.svg",
      {
        schema: {
          summary: "Support-Adresse als Bild",
          description: "Die Support-E-Mail-Adresse als SVG-Bild, damit Adresssammler sie nicht aus dem HTML lesen.",
          tags: ["Website"],
          response: { 200: { description: "SVG-Bild", content: { "image/svg+xml": { schema: z.string() } } } },
        },
      },
      async (_request, reply) => {
        return reply.type("image/svg+xml").header("Cache-Control", "public, max-age=3600").send(emailSvg);
      },
    );
  };
}
