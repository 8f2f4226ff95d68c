import type { Kysely } from "kysely";
import {
  cardPaymentRequest,
  paypalSubscriptionRequest,
} from "../../../src/client/features/checkout/subscription-requests.ts";
import type { Database } from "../../../src/server/db/schema.ts";
import { demoMember, demoNonMember } from "../../../src/server/db/seed/seed.ts";
import type { RequestParts } from "./route-requests.ts";

/**
 * Requests as the portal's own pages send them, with values that exist in the database. A
 * schema alone rarely hits a credit package's id or the exact plan amounts; these let the fuzz
 * reach the payment sandbox, the declaration forms and the horoscopes, and break them from there.
 */
export async function routeExamples(
  db: Kysely<Database>,
  context: { origin: string; memberId: number },
): Promise<Record<string, RequestParts[]>> {
  const packages = await db.selectFrom("credit_packages").select("id").execute();
  const months = await db.selectFrom("horoscope_months").select("month").execute();
  const consultants = await db.selectFrom("consultants").select(["id", "extension", "name"]).execute();
  // Someone who knows a member's name and number, but not the account's e-mail address.
  const declarant = (phone: string) => ({
    name: demoMember.name,
    phone,
    email: "jemand@example.net",
    contract: "Premium-Mitgliedschaft",
  });
  return {
    "POST /api/paypal/subscription": [{ body: paypalSubscriptionRequest(context.memberId, context.origin) }],
    "POST /paypal/subscription": [{ body: paypalSubscriptionRequest(context.memberId, context.origin) }],
    "POST /api/maxpay/create": [{ body: cardPaymentRequest(context.memberId, context.origin) }],
    "POST /api/credits/purchase/paypal": packages.map(({ id }) => ({
      body: { packageId: id, earlyStartConsent: true },
    })),
    "POST /api/auth/login": [{ body: { identifier: demoNonMember.phone, password: demoNonMember.password } }],
    "GET /api/horoscopes": months.map(({ month }) => ({ query: { month } })),
    "GET /api/admin/horoscopes/:month": months.map(({ month }) => ({ params: { month } })),
    "POST /api/admin/horoscopes/:month/publish": months.map(({ month }) => ({ params: { month } })),
    "PUT /api/horoscopes/me": [{ body: { sign: "widder", birthDate: null, monthlyMail: true } }],
    "POST /api/contract-declarations/cancellation": [
      { body: { ...declarant(demoMember.phone), terminationType: "ordinary", endOption: "nextPossible" } },
    ],
    "POST /api/contract-declarations/withdrawal": [{ body: declarant(demoMember.phone) }],
    "POST /api/telephony/consultant-status": consultants.map(({ extension }) => ({
      body: { extension, status: "busy" },
    })),
    "POST /api/telephony/credit-calls": consultants.map(({ extension }) => ({
      body: { caller: demoMember.phone, extension },
    })),
    "GET /api/telephony/member-check": [{ query: { caller: demoMember.phone } }],
    "POST /api/conversions/member-call": consultants.map(({ id, name }) => ({
      body: { consultantId: id, consultantName: name, userId: context.memberId },
    })),
  };
}
