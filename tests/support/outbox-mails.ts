import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeQuotedPrintable } from "./quoted-printable.ts";

// Reading the .eml files the mailer writes without SMTP (MAIL_OUTBOX_DIR): a plain MIME reader
// for the mails the portal sends (text parts in quoted-printable or base64, attachments).

export interface MailPart {
  headers: string;
  filename: string | null;
  body: string;
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  messageId: string;
  /** The text/plain body (not an attachment). */
  text: string;
  attachments: MailPart[];
}

/** A header's value, folded lines joined, encoded words (=?UTF-8?Q/B?…?=) decoded. */
function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(headers);
  const raw = (match?.[1] ?? "").replace(/\r?\n[ \t]/g, " ").trim();
  return raw
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeBody(headers: string, body: string): string {
  const encoding = header(headers, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function split(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0
    ? { headers: raw, body: "" }
    : { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, "") };
}

function partsOf(raw: string): MailPart[] {
  const { headers, body } = split(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(headers, "Content-Type"))?.[1];
  if (!boundary) {
    const filename = /filename="?([^";\r\n]+)"?/i.exec(header(headers, "Content-Disposition"))?.[1] ?? null;
    return [{ headers, filename, body: decodeBody(headers, body) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => partsOf(chunk.replace(/^\r?\n/, "")));
}

export function parseMail(file: string, raw: string): OutboxMail {
  const { headers } = split(raw);
  const parts = partsOf(raw);
  const textPart = parts.find((p) => p.filename === null && /text\/plain/i.test(header(p.headers, "Content-Type")));
  return {
    file,
    to: header(headers, "To"),
    subject: header(headers, "Subject"),
    messageId: header(headers, "Message-ID"),
    text: textPart?.body ?? "",
    attachments: parts.filter((p) => p.filename !== null),
  };
}

/** The outbox's mails as written, oldest first: file name and raw text. */
function outboxFiles(outboxDir: string): Array<{ file: string; raw: string }> {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => ({ file, raw: readFileSync(join(outboxDir, file), "utf8") }));
}

/** Every mail in the outbox addressed to `address`. */
export function mailsTo(outboxDir: string, address: string): OutboxMail[] {
  return outboxFiles(outboxDir)
    .map(({ file, raw }) => parseMail(file, raw))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** Every mail in the outbox, raw, that names `text` anywhere. */
export function rawMailsNaming(outboxDir: string, text: string): string[] {
  return outboxFiles(outboxDir)
    .map(({ raw }) => raw)
    .filter((raw) => raw.includes(text));
}
