import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../mail/index.ts";
import type { ContactRepo } from "./repo.ts";
import type { createContactErasureRepo } from "./erasure-repo.ts";

export interface SupportRequest {
  name: string;
  /** Where support answers. */
  email: string;
  subject: string;
  message: string;
  /** Kept, restricted, until then even when the account is deleted (docs/decisions/0037). */
  retainUntil: string;
}

/**
 * A request the portal files with support on a customer's behalf (a payout of credits when the
 * account is deleted): stored first, then mailed; a failed mail leaves mailed_at empty.
 */
export function createSupportRequests(deps: {
  repo: Pick<ContactRepo, "markMailed">;
  erasure: ReturnType<typeof createContactErasureRepo>;
  mailer: Mailer;
  supportEmail: string;
  brandName: string;
  log: FastifyBaseLogger;
}) {
  return async function fileSupportRequest(request: SupportRequest): Promise<number> {
    const id = await deps.erasure.insertKept(request);
    try {
      await deps.mailer.send({
        kind: "toSupport",
        to: deps.supportEmail,
        replyTo: request.email,
        subject: `[${deps.brandName}] ${request.subject}`,
        text: `Name: ${request.name}\nE-Mail: ${request.email}\nAnfrage Nr. ${id}:\n\n${request.message}\n`,
      });
      await deps.repo.markMailed(id);
    } catch (err) {
      deps.log.error({ err, contactMessageId: id }, "support request mail failed; kept in the database");
    }
    return id;
  };
}
