import type { FastifyInstance } from "fastify";
import { signBody } from "../../src/server/modules/telephony/signature.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The carrier's secrets in the telephony tests: the signing secret and the IVR's bearer token. */
export const carrier = { secret: "carrier-secret", token: "ivr-token" };

/** The portal (test-app.ts) configured with the carrier's secrets. */
export function createTelephonyTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ TELEPHONY_SECRET: carrier.secret, TELEPHONY_TOKEN: carrier.token, ...env });
}

/** Sends a body to a telephony endpoint the way the carrier does: JSON signed with the secret. */
export function postSigned(app: FastifyInstance, url: string, body: object, secret: string, signature?: string) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", "x-signature": signature ?? signBody(raw, secret) },
    payload: raw,
  });
}

/** GET /api/telephony/member-check as the carrier asks it, with the demo token. */
export function askMemberCheck(app: FastifyInstance, phone: string) {
  return app.inject({
    method: "GET",
    url: `/api/telephony/member-check?caller=${encodeURIComponent(phone)}`,
    headers: { authorization: "Bearer demo-telephony-token" },
  });
}

/** Whether the carrier is told that `phone` belongs to a member. */
export async function isMember(app: FastifyInstance, phone: string): Promise<boolean> {
  return (await askMemberCheck(app, phone)).json<{ member: boolean }>().member;
}
