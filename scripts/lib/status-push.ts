import { randomUUID } from "node:crypto";
import { signBody } from "../../src/server/modules/telephony/signature.ts";

/** The carrier's signed status push over real HTTP to a portal at `base`. */
export async function pushStatus(base: string, secret: string, extension: string, status: string): Promise<number> {
  // Its own pushId: the same status twice within a second is two pushes (docs/telephony.md).
  const raw = JSON.stringify({ extension, status, pushId: randomUUID() });
  const res = await fetch(`${base}/api/telephony/consultant-status`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": signBody(raw, secret) },
    body: raw,
  });
  await res.arrayBuffer();
  return res.status;
}
