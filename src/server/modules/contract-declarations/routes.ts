import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type {
  ContractDeclarationConfirmation,
  OwnerDeclaration,
  OwnerDeclarationsResponse,
} from "../../../shared/schemas/contract-declarations.ts";
import {
  cancellationSchema,
  declarationLinkDecisionSchema,
  declarationLinkSchema,
  declarationReferenceParams,
  ownerDecisionSchema,
  withdrawalSchema,
} from "../../../shared/schemas/contract-declarations.ts";
import { requireUser } from "../auth/session-plugin.ts";
import type { OwnerActions } from "./owner-actions.ts";
import type { ContractDeclarationsService } from "./service.ts";

// No login for the declarations themselves (§ 312k BGB, OLG Köln 6 U 62/24): the session only
// helps recognise the owner. The owner's own actions need the session or the e-mailed link.
export function contractDeclarationsRoutes(
  service: ContractDeclarationsService,
  owner: OwnerActions,
): FastifyPluginAsyncZod {
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

    app.get("/api/contract-declarations/mine", async (request): Promise<OwnerDeclarationsResponse> => ({
      declarations: await owner.list(requireUser(request)),
    }));
    app.post(
      "/api/contract-declarations/:reference/decision",
      { schema: { params: declarationReferenceParams, body: ownerDecisionSchema } },
      async (request): Promise<OwnerDeclaration> =>
        owner.decideInProfile(requireUser(request), request.params.reference, request.body.decision),
    );
    app.post(
      "/api/contract-declarations/:reference/acknowledge",
      { schema: { params: declarationReferenceParams } },
      async (request): Promise<OwnerDeclaration> => owner.acknowledge(requireUser(request), request.params.reference),
    );

    app.post(
      "/api/contract-declarations/link",
      { schema: { body: declarationLinkSchema } },
      async (request): Promise<OwnerDeclaration> => owner.viewByLink(request.body.token, request.ip),
    );
    app.post(
      "/api/contract-declarations/link/decision",
      { schema: { body: declarationLinkDecisionSchema } },
      async (request): Promise<OwnerDeclaration> =>
        owner.decideByLink(request.body.token, request.body.decision, request.ip),
    );
  };
}
