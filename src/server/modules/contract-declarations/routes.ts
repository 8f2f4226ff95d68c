import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ContractDeclarationConfirmation } from "../../../shared/api-types.ts";
import { cancellationSchema, withdrawalSchema } from "../../../shared/schemas/contract-declarations.ts";
import type { ContractDeclarationsService } from "./service.ts";

// No login on purpose (§ 312k BGB, OLG Köln 6 U 62/24): the session only helps recognise the
// account. The Origin check applies as for every form.
export function contractDeclarationsRoutes(service: ContractDeclarationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/contract-declarations/cancellation",
      { schema: { body: cancellationSchema } },
      async (request): Promise<ContractDeclarationConfirmation> =>
        service.cancel(request.body, { ip: request.ip, sessionUserId: request.userId }),
    );
    app.post(
      "/api/contract-declarations/withdrawal",
      { schema: { body: withdrawalSchema } },
      async (request): Promise<ContractDeclarationConfirmation> =>
        service.withdraw(request.body, { ip: request.ip, sessionUserId: request.userId }),
    );
  };
}
