import { expect } from "vitest";
import type { ContractDeclarationConfirmation } from "../../src/shared/schemas/contract-declarations.ts";
import type { CreatedUser } from "../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "./agent.ts";
import { appPerSuite } from "./app-per-suite.ts";
import { createTestAppWithMail, type WithSmtp } from "./app-with-mail.ts";
import type { ReceivedMail, SmtpSink } from "./smtp-sink.ts";
import { testOrigin, type TestApp } from "./test-app.ts";
import { decodeQuotedPrintable } from "./quoted-printable.ts";

// Helpers for the tests of the contract forms (/kuendigen, /widerrufen) and the owner's actions.

export const cancellationUrl = "/api/contract-declarations/cancellation";
export const withdrawalUrl = "/api/contract-declarations/withdrawal";

/**
 * Starts one app with an SMTP sink (support address hilfe@portal.test) before the suite it is
 * called in and closes it after; `keep` receives it once started.
 */
export function appWithMailPerSuite(keep: (app: WithSmtp<TestApp>) => void): void {
  appPerSuite(() => createTestAppWithMail({ SUPPORT_EMAIL: "hilfe@portal.test" }), keep);
}

let ipCounter = 0;
/** Every request from its own address, so the per-IP limit only bites in its own test. */
export function nextIp(): string {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** An agent from an address of its own, logged in as `user` (the login must succeed). */
export async function loggedIn(t: TestApp, user: { phone: string; password: string }): Promise<Agent> {
  const agent = createAgent(t.app, { ip: nextIp() });
  expect((await agent.post("/api/auth/login", { identifier: user.phone, password: user.password })).statusCode).toBe(
    200,
  );
  return agent;
}

export function postForm(t: TestApp, url: string, payload: object, ip = nextIp()) {
  return t.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers: { origin: testOrigin } });
}

export function cancellationOf(user: CreatedUser, overrides: Record<string, unknown> = {}) {
  return {
    terminationType: "ordinary",
    name: user.name,
    phone: user.phone,
    email: user.email ?? "ersatz@example.de",
    contract: "Premium-Mitgliedschaft",
    endOption: "nextPossible",
    ...overrides,
  };
}

export function withdrawalOf(user: CreatedUser, overrides: Record<string, unknown> = {}) {
  return {
    name: user.name,
    phone: user.phone,
    email: user.email ?? "ersatz@example.de",
    contract: "Premium-Mitgliedschaft",
    ...overrides,
  };
}

export async function declare(t: TestApp, url: string, payload: object): Promise<ContractDeclarationConfirmation> {
  const res = await postForm(t, url, payload);
  if (res.statusCode !== 200) throw new Error(`declaration answered ${res.statusCode}: ${res.body}`);
  return res.json<ContractDeclarationConfirmation>();
}

/** The text of a received mail: quoted-printable soft breaks joined, "=XX" bytes decoded as UTF-8. */
export function bodyOf(mail: ReceivedMail): string {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return decodeQuotedPrintable(body).replace(/\r\n/g, "\n");
}

/** The bodies of the mails to `address` that mention `reference`, once `count` of them arrived. */
export async function mailsTo(smtp: SmtpSink, address: string, reference: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = smtp.mails
      .filter((m) => m.to.includes(address.toLowerCase()))
      .map(bodyOf)
      .filter((body) => body.includes(reference));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The single-use confirmation link from the owner's notice. */
export function confirmTokenIn(mail: string): string {
  const match = /\/erklaerung-bestaetigen\?token=([A-Za-z0-9_%-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${mail}`);
  return decodeURIComponent(match[1]);
}

export async function subscriptionOf(t: TestApp, userId: number) {
  return t.database.handle.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
}

export async function declarationByReference(t: TestApp, reference: string) {
  return t.database.handle.db
    .selectFrom("contract_declarations")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

export async function declarationCount(t: TestApp): Promise<number> {
  const rows = await t.database.handle.db.selectFrom("contract_declarations").select("id").execute();
  return rows.length;
}
