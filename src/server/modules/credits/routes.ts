import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  creditBalanceSchema,
  creditHistoryQuerySchema,
  creditHistoryResponseSchema,
  creditPackagesResponseSchema,
} from "../../../shared/schemas/credits.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireUser } from "../auth/index.ts";
import type { CreditsService } from "./service.ts";

const tags = ["Credits"];

/** GET packages (public), balance and history (only ever the logged-in user's own; 401 for guests). */
export function creditsRoutes(credits: CreditsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/credits/packages",
      {
        schema: {
          summary: "Credit-Pakete",
          description:
            "Die fünf Pakete der Cosmos Credits in ihrer Reihenfolge: Credits, Bonus-Credits und Preis in Euro " +
            "(1 Credit = 1 Cent). Öffentlich.",
          tags,
          response: { 200: creditPackagesResponseSchema },
        },
      },
      () => credits.packages(),
    );

    app.get(
      "/api/credits/balance",
      {
        schema: {
          summary: "Credit-Guthaben",
          description: "Das Guthaben an Cosmos Credits des angemeldeten Kontos.",
          tags,
          security: sessionSecurity,
          response: { 200: creditBalanceSchema, ...messageResponses(401) },
        },
      },
      async (request) => ({ balance: await credits.balance(requireUser(request)) }),
    );

    app.get(
      "/api/credits/history",
      {
        schema: {
          summary: "Credit-Verlauf",
          description:
            "Käufe, Bonus-Credits, Beratungen und Erstattungen des angemeldeten Kontos, die neuesten zuerst, " +
            "seitenweise (page ab 1, pageSize bis 100). amount ist vorzeichenbehaftet, balance der Stand danach.",
          tags,
          security: sessionSecurity,
          querystring: creditHistoryQuerySchema,
          response: { 200: creditHistoryResponseSchema, ...messageResponses(400, 401) },
        },
      },
      async (request) => {
        const userId = requireUser(request);
        return credits.history(userId, request.query.page, request.query.pageSize);
      },
    );
  };
}
