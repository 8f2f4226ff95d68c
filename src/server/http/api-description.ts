import { readFileSync } from "node:fs";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { renderApiDocsPage } from "./api-docs-page.ts";
import { securitySchemes } from "./api-security.ts";

const packageVersion = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"))).version;

// German group names; the routes name them in `tags`, the page shows them in this order.
const tags = [
  { name: "Konto", description: "Registrierung, Anmeldung, Passwort und das eigene Konto" },
  { name: "Berater", description: "Die Berater, ihr Status, ihre Durchwahlen und die eigenen Anrufe" },
  { name: "Mitgliedschaft", description: "Die Premium-Mitgliedschaft lesen, kündigen und die Kündigung zurücknehmen" },
  { name: "Zahlung", description: "Zahlungsarten und der Abschluss über PayPal oder Kreditkarte" },
  { name: "Rechtliches", description: "Kündigung (§ 312k BGB) und Widerruf (§ 356a BGB), auch ohne Anmeldung" },
  { name: "Website", description: "Öffentliche Angaben der Website, Kontaktformular und Betriebszustand" },
  { name: "Conversions", description: "Conversions nach einem Anzeigenklick, für den späteren Upload" },
  { name: "Credits", description: "Cosmos Credits: Guthaben, Pakete und die Credit-Linie" },
  { name: "Zahlungen und Belege", description: "Die eigenen Zahlungen und Erstattungen und ihre Belege als PDF" },
  { name: "Verwaltung", description: "Einstellungen des Administrators (Benutzer-ID 1)" },
  { name: "Telefonie", description: "Für den 0900-Carrier: Anrufdaten, Beraterstatus und die Mitgliederprüfung" },
  { name: "Zahlungsanbieter", description: "Benachrichtigungen von PayPal und Maxpay, durch ihre Signatur geprüft" },
  { name: "API-Beschreibung", description: "Diese Beschreibung als OpenAPI-Dokument und als lesbare Seite" },
];

/**
 * The portal's own API. The emulators under /__sandbox/ stand in for PayPal and Maxpay and are
 * not part of it; page and static routes answer the client's HTML.
 */
export const isDescribedRoute = (url: string): boolean => url.startsWith("/api/") || url === "/paypal/subscription";

const transform: typeof jsonSchemaTransform = (input) =>
  isDescribedRoute(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url };

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 description, served at
 * /api/openapi.json and as a readable page at /api/docs. Register before the modules: the
 * description sees only routes added after it.
 */
export async function registerApiDescription(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${brandName} API`,
        description:
          `Die Schnittstelle des Portals ${brandName} für telefonische Beratung mit Premium-Mitgliedschaft: ` +
          "Konto, Berater, Mitgliedschaft und Zahlung für den Browser, dazu die Endpunkte des Telefonie-Carriers " +
          "und die Benachrichtigungen der Zahlungsanbieter. Jeder Fehler antwortet als JSON { message } mit " +
          "einem deutschen Satz; Zeitpunkte sind ISO-8601 in UTC. Ist die Datenbank vorübergehend nicht " +
          "erreichbar (Neustart, volle Platte), antwortet jede Route 503 mit Retry-After.",
        version: packageVersion,
      },
      tags,
      components: { securitySchemes },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  const tag = ["API-Beschreibung"];
  app.get(
    "/api/openapi.json",
    {
      schema: {
        summary: "OpenAPI-Beschreibung",
        description: "Diese Schnittstellenbeschreibung als OpenAPI-3.1-Dokument, erzeugt aus den Schemas der Routen.",
        tags: tag,
        response: {
          200: z
            .looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
            .describe("Das OpenAPI-3.1-Dokument"),
        },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return app.swagger();
    },
  );

  let page: string | undefined;
  app.get(
    "/api/docs",
    {
      schema: {
        summary: "Lesbare API-Beschreibung",
        description: "Dieselbe Beschreibung als HTML-Seite: nach Gruppen geordnet, mit Parametern und Schemas.",
        tags: tag,
        response: { 200: { description: "HTML-Seite", content: { "text/html": { schema: z.string() } } } },
      },
    },
    async (_request, reply) => {
      page ??= renderApiDocsPage(app.swagger());
      return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(page);
    },
  );
}
