import { approvalDecision, cardForm, cardRequest, checkoutOf, subscriptionRequest } from "../lib/payment-sandbox.ts";
import { createBrowser, type Answer, type Browser } from "./browser.ts";

/** Every write the server acknowledged with a 2xx answer: all of it must survive every crash. */
export interface Journal {
  registered: Array<{ userId: number; phone: string; name: string }>;
  sessions: Array<{ userId: number; sid: string }>;
  pendingSubscriptions: Array<{ userId: number; subscriptionId: string }>;
  memberships: Array<{ userId: number; subscriptionId: string }>;
  cardOrders: Array<{ userId: number; orderReference: string }>;
  cardMemberships: Array<{ userId: number; orderReference: string }>;
  creditOrders: Array<{ userId: number; orderId: string }>;
  creditPurchases: Array<{ userId: number; orderId: string; creditsAdded: number }>;
  /** Answers that were wrong while the server was up and no crash came in between. */
  unexpected: string[];
  /** Journeys cut off by a crash. */
  interrupted: number;
  /** How many journeys a crash cut off at which request (those with no answer at all). */
  cutOffAt: Map<string, number>;
}

export const emptyJournal = (): Journal => ({
  registered: [],
  sessions: [],
  pendingSubscriptions: [],
  memberships: [],
  cardOrders: [],
  cardMemberships: [],
  creditOrders: [],
  creditPurchases: [],
  unexpected: [],
  interrupted: 0,
  cutOffAt: new Map(),
});

/** An answer the journey did not expect; `status` when it was the wrong status code. */
class WrongAnswer extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

function expectStatus(answer: Answer, status: number, step: string): void {
  if (answer.status !== status) {
    throw new WrongAnswer(
      `${step}: ${answer.status} statt ${status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      answer.status,
    );
  }
}

const packages = ["starter", "basis", "beliebt", "vorteil", "kosmos"];
let customers = 0;

/** Plays the buyer at the PayPal sandbox's approval page: approves, returns where PayPal sends back. */
async function approveAtSandbox(browser: Browser, approvalUrl: string): Promise<URL> {
  const page = await browser.get(approvalUrl);
  expectStatus(page, 200, "Freigabeseite");
  const approval = approvalDecision(String(page.body), approvalUrl, "approve");
  if (!approval) throw new WrongAnswer("Freigabeseite ohne Formular");
  const decided = await browser.post(approval.url, approval.form);
  expectStatus(decided, 303, "Freigabe");
  return new URL(decided.location ?? "", approvalUrl);
}

async function register(browser: Browser, journal: Journal, runTag: string) {
  customers += 1;
  const phone = `+49152${runTag}${String(customers).padStart(5, "0")}`;
  const name = `Kundin Absturz ${runTag}-${customers}`;
  const password = `geheim-${customers}`;
  const created = await browser.post("/api/users", {
    name,
    phone,
    email: `absturz-${runTag}-${customers}@example.com`,
    password,
    // An adult: registration refuses anyone under 18 (docs/decisions/0033).
    birthDate: "1980-05-17",
  });
  expectStatus(created, 201, "Registrierung");
  const userId = (created.body as { id: number }).id;
  journal.registered.push({ userId, phone, name });
  return { userId, phone, password };
}

async function login(browser: Browser, journal: Journal, user: { userId: number; phone: string; password: string }) {
  expectStatus(
    await browser.post("/api/auth/login", { identifier: user.phone, password: user.password }),
    200,
    "Anmeldung",
  );
  journal.sessions.push({ userId: user.userId, sid: browser.cookie("sid") ?? "" });
}

async function buyMembership(browser: Browser, journal: Journal, userId: number) {
  const started = await browser.post("/paypal/subscription", subscriptionRequest(userId));
  expectStatus(started, 201, "Abo anlegen");
  const { id, approvalUrl } = started.body as { id: string; approvalUrl: string };
  journal.pendingSubscriptions.push({ userId, subscriptionId: id });
  await approveAtSandbox(browser, approvalUrl);
  const recorded = await browser.post("/api/subscription", {
    planId: "premium",
    status: "active",
    paypalSubscriptionId: id,
  });
  expectStatus(recorded, 200, "Abo übernehmen");
  journal.memberships.push({ userId, subscriptionId: id });
}

/** Premium by card: the Maxpay sandbox's payment page, its signed callback, the order's status. */
async function buyMembershipByCard(browser: Browser, journal: Journal, userId: number) {
  const created = await browser.post("/api/maxpay/create", cardRequest(userId));
  expectStatus(created, 200, "Kartenzahlung anlegen");
  const session = created.body as { paymentUrl: string; sessionData: Record<string, string>; orderReference: string };
  journal.cardOrders.push({ userId, orderReference: session.orderReference });
  const page = await browser.post(session.paymentUrl, new URLSearchParams(session.sessionData));
  expectStatus(page, 200, "Kartenzahlseite");
  const checkout = checkoutOf(String(page.body));
  if (!checkout) throw new WrongAnswer("Kartenzahlseite ohne Formular");
  const card = cardForm(session.paymentUrl, checkout);
  const paid = await browser.post(card.url, card.form);
  expectStatus(paid, 303, "Kartenzahlung");
  const status = await browser.get(`/api/card-orders/${encodeURIComponent(session.orderReference)}`);
  expectStatus(status, 200, "Status der Kartenzahlung");
  if ((status.body as { status: string }).status !== "paid") {
    throw new WrongAnswer(`Kartenzahlung nicht bezahlt: ${JSON.stringify(status.body)}`);
  }
  journal.cardMemberships.push({ userId, orderReference: session.orderReference });
}

async function buyCredits(browser: Browser, journal: Journal, userId: number) {
  const packageId = packages[Math.floor(Math.random() * packages.length)] ?? "starter";
  const started = await browser.post("/api/credits/purchase/paypal", { packageId, earlyStartConsent: true });
  expectStatus(started, 200, "Guthabenkauf anlegen");
  const { orderId, links } = started.body as { orderId: string; links: Array<{ rel: string; href: string }> };
  journal.creditOrders.push({ userId, orderId });
  const approval = links.find((l) => l.rel === "payer-action" || l.rel === "approve");
  if (!approval) throw new WrongAnswer("Guthabenkauf ohne Freigabe-Link");
  const back = await approveAtSandbox(browser, approval.href);
  const returned = await browser.post("/api/credits/paypal/process-return", {
    token: back.searchParams.get("token") ?? orderId,
    PayerID: back.searchParams.get("PayerID") ?? undefined,
  });
  expectStatus(returned, 200, "Guthabenkauf abschließen");
  const result = returned.body as { success: boolean; creditsAdded: number };
  if (!result.success) throw new WrongAnswer(`Guthabenkauf nicht gutgeschrieben: ${JSON.stringify(result)}`);
  journal.creditPurchases.push({ userId, orderId, creditsAdded: result.creditsAdded });
}

/**
 * One visitor: a new customer registers, logs in and buys a membership (PayPal or card) or credits (sometimes
 * twice); or a known customer logs in again.
 */
export async function journey(
  base: string,
  journal: Journal,
  runTag: string,
  known: () => { userId: number; phone: string; password: string } | undefined,
) {
  const browser = createBrowser(base);
  const returning = Math.random() < 0.25 ? known() : undefined;
  if (returning) {
    await login(browser, journal, returning);
    return;
  }
  const user = await register(browser, journal, runTag);
  await login(browser, journal, user);
  const choice = Math.random();
  if (choice < 0.3) await buyMembership(browser, journal, user.userId);
  else if (choice < 0.5) await buyMembershipByCard(browser, journal, user.userId);
  else {
    await buyCredits(browser, journal, user.userId);
    if (Math.random() < 0.3) await buyCredits(browser, journal, user.userId);
  }
  return user;
}

export { WrongAnswer };
