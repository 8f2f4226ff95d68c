import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { countMail } from "../../lib/metrics.ts";
import type { MailKind } from "./mail-kinds.ts";

export interface MailMessage {
  /** What the mail is: decides whether it may go to an unconfirmed address (mail-kinds.ts). */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** An HTML alternative to the text. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a mail sent twice can be recognised as one. */
  messageId?: string;
  /** Files sent along, e.g. the AGB of a contract confirmation as text. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** "smtp" or the outbox folder, for the start log. */
  readonly transport: string;
}

interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/**
 * Real SMTP when SMTP_URL is set. Without it every message is written as an .eml file to the
 * outbox, so a developer can open the exact mail (and its reset link) that would have gone out.
 */
export function createMailer(settings: MailSettings, log: FastifyBaseLogger): Mailer {
  return counted(transportFor(settings, log));
}

/** Counts every message as sent or failed (portal_mails_total); the caller still sees the failure. */
function counted(mailer: Mailer): Mailer {
  return {
    transport: mailer.transport,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        countMail("failed");
        throw error;
      }
      countMail("sent");
    },
    close: () => mailer.close(),
  };
}

function transportFor(settings: MailSettings, log: FastifyBaseLogger): Mailer {
  if (settings.smtpUrl) {
    const transporter = nodemailer.createTransport(settings.smtpUrl);
    return {
      transport: "smtp",
      async send(message) {
        await transporter.sendMail({ from: settings.from, ...withoutKind(message) });
        log.info({ to: message.to, subject: message.subject }, "mail sent");
      },
      close: () => transporter.close(),
    };
  }
  const outbox = resolve(settings.outboxDir);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: `outbox ${outbox}`,
    async send(message) {
      const info = await transporter.sendMail({ from: settings.from, ...withoutKind(message) });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, "mail written to outbox");
    },
    close: () => transporter.close(),
  };
}

function withoutKind({ kind: _kind, ...message }: MailMessage): Omit<MailMessage, "kind"> {
  return message;
}
