import type { FastifyBaseLogger } from "fastify";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Mailer, MailMessage } from "../mail/index.ts";

/**
 * Sends the forms' mails. Anyone can make the forms write to any address, so every address
 * gets at most a few of them a day (on top of the per-client limit); beyond that, and when the
 * mail server fails, the declaration stays stored and the failure is only logged.
 */
export function createDeclarationMailer(deps: { mailer: Mailer; rateLimiter: RateLimiter; log: FastifyBaseLogger }) {
  const { mailer, rateLimiter, log } = deps;

  return {
    /** True when the mail went out. */
    async send(message: MailMessage, reference: string): Promise<boolean> {
      try {
        await rateLimiter.hit("declarationMailPerRecipient", message.to.trim().toLowerCase());
      } catch {
        log.warn({ declaration: reference }, "declaration mail not sent: too many for this address today");
        return false;
      }
      try {
        await mailer.send(message);
        return true;
      } catch (err) {
        log.error({ err, declaration: reference }, "declaration mail failed; declaration kept");
        return false;
      }
    },

    /** Support's copy is internal and never limited. */
    async sendToSupport(message: MailMessage, reference: string): Promise<void> {
      await mailer.send(message).catch((err: unknown) => {
        log.error({ err, declaration: reference }, "declaration notice to support failed");
      });
    },
  };
}
