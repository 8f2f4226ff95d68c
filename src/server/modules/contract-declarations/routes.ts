import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type {
  ContractDeclarationConfirmation,
  OwnerDeclaration,
  OwnerDeclarationsResponse,
} from "../../../shared/schemas/contract-declarations.ts";
import {
  contractDeclarationConfirmationSchema,
  ownerDeclarationSchema,
  ownerDeclarationsResponseSchema,
  cancellationSchema,
  declarationLinkDecisionSchema,
  declarationLinkSchema,
  declarationReferenceParams,
  ownerDecisionSchema,
  withdrawalSchema,
} from "../../../shared/schemas/contract-declarations.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireUser } from "../auth/index.ts";
import type { OwnerActions } from "./owner-actions.ts";
import type { ContractDeclarationsService } from "./service.ts";

// No login for the declarations themselves (§ 312k BGB, OLG Köln 6 U 62/24): the session only
// helps recognise the owner. The owner's own actions need the session or the e-mailed link.
const tags = ["Rechtliches"];

export function contractDeclarationsRoutes(
  service: ContractDeclarationsService,
  owner: OwnerActions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/contract-declarations/cancellation",
      {
        config: { idempotent: true },
        schema: {
          summary: "Vertrag kündigen",
          description:
            "Die Kündigung nach § 312k BGB, ohne Anmeldung: Name, Telefonnummer, E-Mail, Vertrag, ordentlich oder " +
            "außerordentlich (mit Grund) und das gewünschte Ende. Bestätigt den Eingang sofort; was sie ändert und " +
            "verrät, hängt davon ab, ob der Absender als Inhaber erkannt ist (Entscheidung 0007).",
          tags,
          body: cancellationSchema,
          response: { 200: contractDeclarationConfirmationSchema, ...messageResponses(400, 429) },
        },
      },
      async (request): Promise<ContractDeclarationConfirmation> =>
        service.cancel(request.body, { ip: request.ip, sessionUserId: request.userId }),
    );
    app.post(
      "/api/contract-declarations/withdrawal",
      {
        config: { idempotent: true },
        schema: {
          summary: "Vertrag widerrufen",
          description:
            "Der Widerruf nach § 356a BGB, ohne Anmeldung. Von jemand anderem als dem Inhaber wirkt er erst, wenn " +
            "der Inhaber ihn über den zugeschickten Link oder im Profil bestätigt.",
          tags,
          body: withdrawalSchema,
          response: { 200: contractDeclarationConfirmationSchema, ...messageResponses(400, 429) },
        },
      },
      async (request): Promise<ContractDeclarationConfirmation> =>
        service.withdraw(request.body, { ip: request.ip, sessionUserId: request.userId }),
    );

    app.get(
      "/api/contract-declarations/mine",
      {
        schema: {
          summary: "Erklärungen zum eigenen Konto",
          description: "Kündigungen und Widerrufe, die für das angemeldete Konto eingegangen sind, mit ihrem Stand.",
          tags,
          security: sessionSecurity,
          response: { 200: ownerDeclarationsResponseSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<OwnerDeclarationsResponse> => ({
        declarations: await owner.list(requireUser(request)),
      }),
    );
    app.post(
      "/api/contract-declarations/:reference/decision",
      {
        config: { idempotent: true },
        schema: {
          summary: "Erklärung im Profil bestätigen oder ablehnen",
          description:
            "Der Inhaber bestätigt eine Kündigung oder einen Widerruf, die ohne seine Anmeldung erklärt wurden, oder " +
            "lehnt sie ab. Die Erklärung gilt als zu dem Zeitpunkt zugegangen, zu dem sie abgegeben wurde.",
          tags,
          security: sessionSecurity,
          params: declarationReferenceParams,
          body: ownerDecisionSchema,
          response: { 200: ownerDeclarationSchema, ...messageResponses(400, 401, 404, 409) },
        },
      },
      async (request): Promise<OwnerDeclaration> =>
        owner.decideInProfile(requireUser(request), request.params.reference, request.body.decision),
    );
    app.post(
      "/api/contract-declarations/:reference/acknowledge",
      {
        schema: {
          summary: "Erklärung zur Kenntnis nehmen",
          description: "Der Inhaber hat die Erklärung gesehen; sie wird im Profil nicht mehr hervorgehoben.",
          tags,
          security: sessionSecurity,
          params: declarationReferenceParams,
          response: { 200: ownerDeclarationSchema, ...messageResponses(400, 401, 404) },
        },
      },
      async (request): Promise<OwnerDeclaration> => owner.acknowledge(requireUser(request), request.params.reference),
    );

    app.post(
      "/api/contract-declarations/link",
      {
        schema: {
          summary: "Erklärung über den E-Mail-Link ansehen",
          description:
            "Zeigt die Erklärung, zu der der an die Adresse des Kontos geschickte Link gehört; ohne Anmeldung.",
          tags,
          body: declarationLinkSchema,
          response: { 200: ownerDeclarationSchema, ...messageResponses(400, 404, 429) },
        },
      },
      async (request): Promise<OwnerDeclaration> => owner.viewByLink(request.body.token, request.ip),
    );
    app.post(
      "/api/contract-declarations/link/decision",
      {
        config: { idempotent: true },
        schema: {
          summary: "Erklärung über den E-Mail-Link bestätigen oder ablehnen",
          description: "Die Entscheidung des Inhabers über den zugeschickten Link, ohne Anmeldung.",
          tags,
          body: declarationLinkDecisionSchema,
          response: { 200: ownerDeclarationSchema, ...messageResponses(400, 404, 409, 429) },
        },
      },
      async (request): Promise<OwnerDeclaration> =>
        owner.decideByLink(request.body.token, request.body.decision, request.ip),
    );
  };
}
