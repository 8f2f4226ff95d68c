import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { decodeQuotedPrintable } from "../support/quoted-printable.ts";
import { expect } from "./fixtures.ts";

// Without SMTP the server writes every mail as an .eml file into the outbox folder
// (MAIL_OUTBOX_DIR); scripts/e2e.ts passes the same folder as E2E_OUTBOX.

function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX;
  if (!dir) throw new Error("E2E_OUTBOX is not set; run the suite through scripts/e2e.ts");
  return dir;
}

function addressedTo(mail: string, address: string): boolean {
  const header = mail.split(/\r?\n\r?\n/, 1)[0] ?? "";
  // Header lines may be folded onto the next line starting with whitespace.
  const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(header)?.[1] ?? "";
  return to.toLowerCase().includes(address.toLowerCase());
}

/** The newest mail addressed to `address`, or null; the file names start with an ISO timestamp. */
async function newestMailTo(address: string, after: Set<string>): Promise<string | null> {
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".eml") && !after.has(name))
    .sort()
    .reverse();
  for (const name of names) {
    const mail = await readFile(join(dir, name), "utf8");
    if (addressedTo(mail, address)) return decodeQuotedPrintable(mail);
  }
  return null;
}

/** How many mails addressed to `address` the outbox holds, leaving out the names in `seen`. */
export async function countMailsTo(address: string, seen: Set<string>): Promise<number> {
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml") && !seen.has(n));
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), "utf8")));
  return mails.filter((mail) => addressedTo(mail, address)).length;
}

/** Names of the mails already in the outbox, so a later wait only looks at newer ones. */
export async function outboxSnapshot(): Promise<Set<string>> {
  return new Set(await readdir(outboxDir()).catch(() => [] as string[]));
}

/** Waits for a new mail to `address` (one not named in `seen`) and returns it decoded. */
export async function waitForMailTo(address: string, seen: Set<string>): Promise<string> {
  let mail: string | null = null;
  await expect
    .poll(
      async () => {
        mail = await newestMailTo(address, seen);
        return mail !== null;
      },
      { message: `a mail to ${address} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return mail ?? "";
}

/** Waits for a new mail to `address` and returns the path and query of its reset link. */
export async function waitForResetLink(address: string, seen: Set<string>): Promise<string> {
  const mail = await waitForMailTo(address, seen);
  const link = /https?:\/\/[^\s/]+(\/reset-password\?token=[^\s"<>]+)/.exec(mail)?.[1];
  if (!link) throw new Error(`no reset link in the mail to ${address}:\n${mail}`);
  return link;
}
