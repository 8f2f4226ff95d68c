import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  creditLineSchema,
  creditMessages,
  creditPinResponseSchema,
  creditPinSchema,
  type CreditLine,
  type CreditPinResponse,
} from "../../../shared/schemas/credits.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { requireUser } from "../auth/index.ts";
import type { CreditPins } from "./credit-pins.ts";
import type { CustomerNumbers } from "./customer-numbers.ts";

const tags = ["Credits"];
// The session cookie (http/api-security.ts names it for the API description).
const security = [{ sessionCookie: [] }];

/** What the /credits page shows and sets for calls on the credit line. */
export function creditLineRoutes(deps: {
  pins: CreditPins;
  customerNumbers: Pick<CustomerNumbers, "of">;
}): FastifyPluginAsyncZod {
  const { pins, customerNumbers } = deps;
  return async (app) => {
    app.get(
      "/api/credits/line",
      {
        schema: {
          summary: "Credit-Linie: Kundennummer und PIN-Status",
          description:
            "Die Kundennummer (acht Ziffern, zufällig, die letzte eine Prüfziffer), nach der die Sprachansage der " +
            "Credit-Linie bei unterdrückter oder ausländischer Rufnummer fragt, und ob eine Credit-PIN festgelegt " +
            "ist; 401 ohne Anmeldung.",
          tags,
          security,
          response: { 200: creditLineSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<CreditLine> => {
        const userId = requireUser(request);
        return { customerNumber: await customerNumbers.of(userId), pinSet: await pins.isSet(userId) };
      },
    );

    app.put(
      "/api/credits/pin",
      {
        config: { rateLimit: "creditPinPerIp", idempotent: true },
        // A guest learns 401 whatever the body says.
        preValidation: async (request) => {
          requireUser(request);
        },
        schema: {
          summary: "Credit-PIN festlegen",
          description:
            "Legt die vierstellige Credit-PIN fest oder ersetzt sie; eine neue PIN hebt eine Sperre nach " +
            "Fehlversuchen auf. 401 ohne Anmeldung, 400 bei falschem Format, 429 bei zu vielen Anfragen.",
          tags,
          security,
          body: creditPinSchema,
          response: { 200: creditPinResponseSchema, ...messageResponses(400, 401, 429) },
        },
      },
      async (request): Promise<CreditPinResponse> => {
        const userId = requireUser(request);
        await pins.set(userId, request.body.pin);
        return { customerNumber: await customerNumbers.of(userId), pinSet: true, message: creditMessages.pinSaved };
      },
    );
  };
}
