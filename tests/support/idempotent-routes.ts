import type { LightMyRequestResponse } from "fastify";
import { createAdmin, createMember, createUser, type CreatedUser } from "../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "./agent.ts";
import {
  cancellationOf,
  cancellationUrl,
  confirmTokenIn,
  mailsTo,
  nextIp,
  withdrawalOf,
  withdrawalUrl,
} from "./declarations.ts";
import type { ListeningTestApp } from "./listening-app.ts";
import { cardRequest, setCardPayments } from "./maxpay-sandbox.ts";
import { login, subscriptionRequest } from "./paypal-sandbox.ts";
import type { SmtpSink } from "./smtp-sink.ts";

// Every route that opts into idempotency keys (config.idempotent), with what it takes to send
// one real filing to it: tests/api/http/idempotency.test.ts sends each ten times with one key.

export interface Filing {
  /** Sends the filing once with the given key. */
  send(key: string): Promise<LightMyRequestResponse>;
  /** The same filing with another body, for the "same key, other request" refusal. */
  sendOther(key: string): Promise<LightMyRequestResponse>;
}

export interface Context {
  t: ListeningTestApp;
  smtp: SmtpSink;
  admin: Agent;
}

export interface IdempotentRouteCase {
  method: "POST" | "PUT";
  /** The route as registered. */
  route: string;
  /** Mails one filing sends. */
  mails: number;
  /**
   * The answer signs the browser in: a repeat sent later, with the new session, is refused as a
   * registration while logged in (403), which files nothing either.
   */
  signsIn?: true;
  prepare(ctx: Context): Promise<Filing>;
}

const dayMs = 24 * 60 * 60 * 1000;
let counter = 0;
function unique(): string {
  counter += 1;
  return `${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(3, "0")}`;
}

function withKey(key: string) {
  return { headers: { "idempotency-key": key } };
}

async function loggedIn(ctx: Context, user: CreatedUser): Promise<Agent> {
  const agent = createAgent(ctx.t.app, { origin: ctx.t.origin });
  await login(agent, user);
  return agent;
}

function posting(agent: Agent, url: string, body: object, other: object): Filing {
  return {
    send: (key) => agent.post(url, body, withKey(key)),
    sendOther: (key) => agent.post(url, other, withKey(key)),
  };
}

function putting(agent: Agent, url: string, body: object, other: object): Filing {
  return {
    send: (key) => agent.put(url, body, withKey(key)),
    sendOther: (key) => agent.put(url, other, withKey(key)),
  };
}

/** A guest from one address, as a visitor filling in a public form. */
const guest = (ctx: Context) => createAgent(ctx.t.app, { origin: ctx.t.origin, ip: nextIp() });
const db = (ctx: Context) => ctx.t.database.handle.db;

async function strangersWithdrawalNotice(ctx: Context) {
  const member = await createMember(db(ctx), { startedAt: new Date(Date.now() - 13 * dayMs) });
  const res = await guest(ctx).post(withdrawalUrl, withdrawalOf(member, { email: `fremd-${member.id}@example.de` }));
  const { reference } = res.json<{ reference: string }>();
  const [notice = ""] = await mailsTo(ctx.smtp, member.email ?? "", reference);
  return { member, reference, token: confirmTokenIn(notice) };
}

async function resetToken(ctx: Context, email: string): Promise<string> {
  const before = ctx.smtp.mails.length;
  await guest(ctx).post("/api/auth/forgot-password", { email });
  const mails = await ctx.smtp.waitFor(before + 1);
  const mail = [...mails].reverse().find((m) => m.to.includes(email));
  const body = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in mail to ${email}`);
  return match[1];
}

function newAccount() {
  const digits = unique();
  return {
    name: "Neue Kundin",
    phone: `+49160${digits}`,
    email: `neu${digits}@example.de`,
    password: "geheim1",
    birthDate: "1980-05-17",
  };
}

export const idempotentRoutes: IdempotentRouteCase[] = [
  {
    method: "POST",
    route: cancellationUrl,
    mails: 1,
    async prepare(ctx) {
      const member = await createMember(db(ctx), { startedAt: new Date(Date.now() - 40 * dayMs) });
      const agent = guest(ctx);
      return posting(agent, cancellationUrl, cancellationOf(member), cancellationOf(member, { name: "Jemand Anders" }));
    },
  },
  {
    method: "POST",
    route: withdrawalUrl,
    // Typed with the account's own address: the owner's mail with the confirmation link is also
    // the receipt (docs/decisions/0007).
    mails: 1,
    async prepare(ctx) {
      const member = await createMember(db(ctx), { startedAt: new Date(Date.now() - 5 * dayMs) });
      const agent = guest(ctx);
      return posting(agent, withdrawalUrl, withdrawalOf(member), withdrawalOf(member, { name: "Jemand Anders" }));
    },
  },
  {
    method: "POST",
    route: "/api/contract-declarations/:reference/decision",
    mails: 2,
    async prepare(ctx) {
      const { member, reference } = await strangersWithdrawalNotice(ctx);
      const agent = await loggedIn(ctx, member);
      const url = `/api/contract-declarations/${reference}/decision`;
      return posting(agent, url, { decision: "confirm" }, { decision: "reject" });
    },
  },
  {
    method: "POST",
    route: "/api/contract-declarations/link/decision",
    mails: 2,
    async prepare(ctx) {
      const { token } = await strangersWithdrawalNotice(ctx);
      const url = "/api/contract-declarations/link/decision";
      return posting(guest(ctx), url, { token, decision: "confirm" }, { token, decision: "reject" });
    },
  },
  {
    method: "POST",
    route: "/api/auth/forgot-password",
    mails: 1,
    async prepare(ctx) {
      const user = await createUser(db(ctx), { email: `vergesslich${unique()}@example.de` });
      const url = "/api/auth/forgot-password";
      return posting(guest(ctx), url, { email: user.email ?? "" }, { email: `anders${unique()}@example.de` });
    },
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    // "Passwort geändert" to the account's address.
    mails: 1,
    async prepare(ctx) {
      const user = await createUser(db(ctx), { email: `vergesslich${unique()}@example.de` });
      const token = await resetToken(ctx, user.email ?? "");
      const url = "/api/auth/reset-password";
      return posting(guest(ctx), url, { token, password: "ganz-neu-1" }, { token, password: "ganz-neu-2" });
    },
  },
  {
    method: "POST",
    route: "/api/users",
    // The link that confirms the new account's address (docs/decisions/0051).
    mails: 1,
    async prepare(ctx) {
      return posting(guest(ctx), "/api/users", newAccount(), newAccount());
    },
  },
  {
    method: "POST",
    route: "/api/register",
    mails: 0,
    signsIn: true,
    async prepare(ctx) {
      const { name, phone, password, birthDate } = newAccount();
      const other = guest(ctx);
      return {
        ...posting(guest(ctx), "/api/register", { name, phone, password, birthDate }, {}),
        // From a browser not yet signed in by the first answer.
        sendOther: (key) =>
          other.post("/api/register", { name, phone: newAccount().phone, password, birthDate }, withKey(key)),
      };
    },
  },
  {
    method: "POST",
    route: "/api/contact",
    // The message to support and the sender's receipt.
    mails: 2,
    async prepare(ctx) {
      const body = { name: "Erika Mustermann", email: `erika${unique()}@example.de`, message: "Wie geht das genau?" };
      return posting(guest(ctx), "/api/contact", body, { ...body, message: "Eine ganz andere Frage." });
    },
  },
  {
    method: "POST",
    route: "/api/subscription/cancel",
    mails: 1,
    async prepare(ctx) {
      const member = await createMember(db(ctx), { startedAt: new Date(Date.now() - 40 * dayMs) });
      return posting(await loggedIn(ctx, member), "/api/subscription/cancel", {}, { extra: 1 });
    },
  },
  {
    method: "POST",
    route: "/api/subscription/resume",
    mails: 0,
    async prepare(ctx) {
      const member = await createMember(db(ctx), { startedAt: new Date(Date.now() - 40 * dayMs) });
      const agent = await loggedIn(ctx, member);
      const mails = ctx.smtp.mails.length;
      await agent.post("/api/subscription/cancel");
      await ctx.smtp.waitFor(mails + 1);
      return posting(agent, "/api/subscription/resume", {}, { extra: 1 });
    },
  },
  {
    method: "PUT",
    route: "/api/credits/pin",
    mails: 0,
    async prepare(ctx) {
      const agent = await loggedIn(ctx, await createUser(db(ctx)));
      return putting(agent, "/api/credits/pin", { pin: "4711" }, { pin: "0815" });
    },
  },
  {
    method: "POST",
    route: "/api/credits/purchase/paypal",
    mails: 0,
    async prepare(ctx) {
      const agent = await loggedIn(ctx, await createUser(db(ctx)));
      const url = "/api/credits/purchase/paypal";
      return posting(
        agent,
        url,
        { packageId: "beliebt", earlyStartConsent: true },
        { packageId: "starter", earlyStartConsent: true },
      );
    },
  },
  ...["/paypal/subscription", "/api/paypal/subscription"].map((url): IdempotentRouteCase => ({
    method: "POST",
    route: url,
    mails: 0,
    async prepare(ctx) {
      const user = await createUser(db(ctx));
      const agent = await loggedIn(ctx, user);
      const other = subscriptionRequest(user.id, { returnUrl: "https://elsewhere.example/other" });
      return posting(agent, url, subscriptionRequest(user.id), other);
    },
  })),
  {
    method: "POST",
    route: "/api/maxpay/create",
    mails: 0,
    async prepare(ctx) {
      await setCardPayments(ctx.admin, true);
      const user = await createUser(db(ctx));
      const agent = await loggedIn(ctx, user);
      const other = { ...cardRequest(user.id), returnUrl: "https://elsewhere.example/other" };
      return posting(agent, "/api/maxpay/create", cardRequest(user.id), other);
    },
  },
  {
    method: "POST",
    route: "/api/maxpay/create-payment",
    mails: 0,
    async prepare(ctx) {
      await setCardPayments(ctx.admin, true);
      const user = await createUser(db(ctx));
      const agent = await loggedIn(ctx, user);
      const body = {
        amount: 1,
        currency: "EUR",
        userId: user.id,
        returnUrl: "https://elsewhere.example/return",
        cancelUrl: "https://elsewhere.example/cancel",
        recurring: { initialPeriod: "P30D", period: "P7D", trialAmount: 1, recurringAmount: 4.99 },
        earlyStartConsent: true,
      };
      return posting(agent, "/api/maxpay/create-payment", body, { ...body, cancelUrl: "https://elsewhere.example/x" });
    },
  },
  {
    method: "POST",
    route: "/api/admin/users/:id/cancel-subscription",
    mails: 1,
    async prepare(ctx) {
      const member = await createMember(db(ctx), { startedAt: new Date(Date.now() - 40 * dayMs) });
      const url = `/api/admin/users/${member.id}/cancel-subscription`;
      return posting(ctx.admin, url, { reason: "Wunsch am Telefon" }, { reason: "Anderer Grund" });
    },
  },
  {
    method: "POST",
    route: "/api/admin/users/:id/reset-password",
    // "Passwort geändert" to the account's address.
    mails: 1,
    async prepare(ctx) {
      const someone = await createUser(db(ctx));
      const url = `/api/admin/users/${someone.id}/reset-password`;
      return posting(ctx.admin, url, { newPassword: "neu-geheim-42" }, { newPassword: "neu-geheim-43" });
    },
  },
  {
    method: "POST",
    route: "/api/admin/consultants",
    mails: 0,
    async prepare(ctx) {
      return posting(ctx.admin, "/api/admin/consultants", await consultantInput(ctx), await consultantInput(ctx));
    },
  },
  {
    method: "PUT",
    route: "/api/admin/consultants/:id",
    mails: 0,
    async prepare(ctx) {
      const created = await ctx.admin.post("/api/admin/consultants", await consultantInput(ctx));
      const { consultant } = created.json<{ consultant: { id: number } }>();
      const body = await consultantInput(ctx);
      return putting(ctx.admin, `/api/admin/consultants/${consultant.id}`, body, { ...body, title: "Kartenlegerin" });
    },
  },
  {
    method: "PUT",
    route: "/api/admin/horoscopes/:month",
    mails: 0,
    async prepare(ctx) {
      const month = `2031-${String((counter % 12) + 1).padStart(2, "0")}`;
      counter += 1;
      const loaded = await ctx.admin.get(`/api/admin/horoscopes/${month}`);
      const { signs } = loaded.json<{ signs: Array<Record<string, string>> }>();
      const written = signs.map((s) => ({ ...s, love: "Die Sterne stehen gut.", career: "Ein ruhiger Monat." }));
      const other = written.map((s) => ({ ...s, love: "Ein anderer Text." }));
      return putting(ctx.admin, `/api/admin/horoscopes/${month}`, { signs: written }, { signs: other });
    },
  },
  {
    method: "POST",
    route: "/api/admin/settings/maxpay",
    mails: 0,
    async prepare(ctx) {
      await setCardPayments(ctx.admin, true);
      return posting(ctx.admin, "/api/admin/settings/maxpay", { enabled: false }, { enabled: true });
    },
  },
  {
    // The first answer also ends every session: a later repeat comes without one and still gets
    // that answer, and deletes nothing more (docs/decisions/0037).
    method: "POST",
    route: "/api/account/deletion",
    mails: 0,
    async prepare(ctx) {
      const user = await createUser(db(ctx));
      const body = { password: user.password, credits: "forfeit" };
      return posting(await loggedIn(ctx, user), "/api/account/deletion", body, { ...body, credits: "payout" });
    },
  },
];

async function consultantInput(ctx: Context) {
  const used = new Set((await db(ctx).selectFrom("consultants").select("extension").execute()).map((r) => r.extension));
  const free = Array.from({ length: 900 }, (_, i) => String(100 + i)).filter((e) => !used.has(e));
  const extension = free[Math.floor(Math.random() * free.length)] ?? "999";
  return {
    name: `Stella Abendrot ${unique()}`,
    title: "Astrologin",
    specialties: "Horoskop,Liebe",
    description: "Deutet Geburtshoroskope ruhig und verständlich.",
    status: "available",
    rating: 4.5,
    extension,
    creditsPerMinute: 140,
  };
}

/** The administrator, logged in, for the cases that need one. */
export async function adminAgent(t: ListeningTestApp): Promise<Agent> {
  const admin = createAgent(t.app, { origin: t.origin });
  await login(admin, await createAdmin(t.database.handle.db));
  return admin;
}
