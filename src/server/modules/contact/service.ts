import type { FastifyBaseLogger } from "fastify";
import { contactTopicLabels, type ContactInput } from "../../../shared/schemas/contact.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import type { Mailer } from "../mail/index.ts";
import type { ContactRepo } from "./repo.ts";
import { contactReceiptMail } from "./receipt-mail.ts";

export interface ContactDeps {
  repo: ContactRepo;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  supportEmail: string;
  brandName: string;
  /** Whether an account has an active membership; passed in, as memberships live in a higher layer. */
  isMember(userId: number): Promise<boolean>;
  log: FastifyBaseLogger;
}

export function createContactService({
  repo,
  mailer,
  rateLimiter,
  supportEmail,
  brandName,
  isMember,
  log,
}: ContactDeps) {
  /** The sender's receipt; at most five a day to one address, and a failure is logged, not thrown. */
  async function sendReceipt(to: string, messageId: number, barrier: boolean): Promise<void> {
    try {
      await rateLimiter.hit("contactReceiptPerRecipient", to.trim().toLowerCase());
    } catch {
      log.warn({ contactMessageId: messageId }, "contact receipt not sent: too many for this address today");
      return;
    }
    await mailer
      .send(contactReceiptMail({ to, messageId, receivedAt: new Date(), brandName, barrier }))
      .catch((err: unknown) => log.error({ err, contactMessageId: messageId }, "contact receipt failed"));
  }

  return {
    /**
     * Stores first, mails second: a message that reached us is never lost, even when the
     * mail server is down; `mailed_at` stays empty so support can find it in the database.
     */
    async submit(input: ContactInput, ip: string, userId: number | null): Promise<void> {
      await rateLimiter.hit("contactPerIp", clientAddressKey(ip));
      await rateLimiter.hit("contactPerEmail", input.email);
      if (input.website) {
        // A filled honeypot is a bot; it gets the same answer as a person and nothing happens.
        log.info({ ip }, "contact honeypot filled, message dropped");
        return;
      }
      // Prioritäts-Support: a signed-in member's message is marked and named so in the subject,
      // so support answers it first.
      const priority = userId !== null && (await isMember(userId));
      const topic = input.topic ?? null;
      const id = await repo.insert({
        name: input.name,
        email: input.email,
        message: input.message,
        ip,
        priority,
        topic,
      });
      const memberLine = priority ? `Premium-Mitglied, Kundennummer ${userId}: bitte vorrangig beantworten\n` : "";
      // A reported barrier (BFSG § 14) is named in the subject and the text, so support sees it as one.
      const topicLine = input.topic ? `Thema: ${contactTopicLabels[input.topic]}\n` : "";
      const kind = input.topic ? contactTopicLabels[input.topic] : "Kontaktanfrage";
      try {
        await mailer.send({
          kind: "toSupport",
          to: supportEmail,
          replyTo: input.email,
          subject: priority
            ? `[${brandName}] Prioritäts-Anfrage (Premium-Mitglied) von ${input.name}`
            : `[${brandName}] ${kind} von ${input.name}`,
          text: `${memberLine}${topicLine}Name: ${input.name}\nE-Mail: ${input.email}\nNachricht Nr. ${id}:\n\n${input.message}\n`,
        });
        await repo.markMailed(id);
      } catch (err) {
        log.error({ err, contactMessageId: id }, "contact mail failed; message kept in the database");
      }
      // The message is stored either way, so the sender learns that it arrived.
      await sendReceipt(input.email, id, input.topic === "barrier");
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
