import { randomUUID } from "node:crypto";
import { request, type Locator, type Page } from "@playwright/test";
import { createConsultant, createCreditEntries, type ConsultantRow } from "../../src/server/db/seed/factories.ts";
import type { NewConsultant } from "../../src/server/db/seed/factories.ts";
import { signBody } from "../../src/server/modules/telephony/signature.ts";
import { baseURL } from "./payments.ts";
import { withDatabase } from "./accounts.ts";

// Helpers of the credits tests: credits and consultants written into the server's database,
// and calls on the credit line sent the way the carrier sends them.

/** A purchase as the ledger books it, without going through PayPal. */
export function giveCredits(userId: number, credits: number): Promise<number> {
  return withDatabase((db) =>
    createCreditEntries(db, userId, [
      { type: "purchase", amount: credits, description: "Kauf: Testpaket", operationKey: `e2e:${randomUUID()}` },
    ]),
  );
}

export function newConsultant(overrides: Partial<NewConsultant> = {}): Promise<ConsultantRow> {
  return withDatabase((db) =>
    createConsultant(db, { name: `Selene Testlicht ${randomUUID().slice(0, 6)}`, ...overrides }),
  );
}

function telephonySecrets() {
  const secret = process.env.E2E_TELEPHONY_SECRET;
  const token = process.env.E2E_TELEPHONY_TOKEN;
  if (!secret || !token)
    throw new Error("The telephony secrets are not set; run the browser tests through scripts/e2e.ts");
  return { secret, token };
}

/**
 * A call on the credit line from the user's phone: the IVR asks the portal first, then the
 * carrier sends the call's signed record.
 */
export async function sendCreditCall(
  caller: string,
  extension: string,
  durationSeconds: number,
  extra: { endReason?: string } = {},
): Promise<void> {
  const { secret, token } = telephonySecrets();
  const context = await request.newContext({ baseURL });
  try {
    const asked = await context.post("/api/telephony/credit-calls", {
      headers: { authorization: `Bearer ${token}` },
      data: { caller, extension },
    });
    const answer = (await asked.json()) as { authorized: boolean; callId?: string; reason?: string };
    if (!answer.authorized || !answer.callId) throw new Error(`credit call refused: ${JSON.stringify(answer)}`);
    const body = JSON.stringify({
      recordId: `e2e-credit-${randomUUID()}`,
      caller,
      line: "credit",
      callId: answer.callId,
      extension,
      startedAt: new Date(Date.now() - durationSeconds * 1000).toISOString(),
      durationSeconds,
      costCents: 0,
      ...extra,
    });
    const recorded = await context.post("/api/telephony/calls", {
      headers: { "content-type": "application/json", "x-signature": signBody(body, secret) },
      data: body,
    });
    if (!recorded.ok()) throw new Error(`call record refused: ${recorded.status()} ${await recorded.text()}`);
  } finally {
    await context.dispose();
  }
}

export function balanceRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Ihr Guthaben" });
}

export function historyEntries(page: Page): Locator {
  return page
    .getByRole("region", { name: "Ihre Buchungen" })
    .getByRole("list", { name: "Buchungen" })
    .getByRole("listitem");
}

/**
 * The hue (0-360) of an element's text colour. The browser reports it in whatever space the
 * style names (lab, oklch, rgb); painting it on a canvas gives plain RGB whatever it was.
 */
export async function hueOf(element: Locator): Promise<number> {
  const [r, g, b] = await element.evaluate((el) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return [red / 255, green / 255, blue / 255];
  });
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
