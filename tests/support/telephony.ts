import type { FastifyInstance } from "fastify";
import { signBody } from "../../src/server/modules/telephony/signature.ts";

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
