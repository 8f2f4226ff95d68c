import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { testOrigin } from "./test-app.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

let agentsCreated = 0;

/**
 * A new address for each agent that names none, from the shared address space (100.64.0.0/10),
 * which no test names itself: two agents never share per-address limits by chance (a random
 * pick once let a test's 60 allowed requests start with another agent's three).
 */
function nextAgentIp(): string {
  agentsCreated += 1;
  return `100.${64 + Math.floor(agentsCreated / 65_536)}.${Math.floor(agentsCreated / 256) % 256}.${agentsCreated % 256}`;
}

/**
 * A browser stand-in for app.inject: keeps cookies between requests, sends the portal's
 * own Origin like a page of the portal would, and comes from a fixed IP address.
 */
export function createAgent(app: FastifyInstance, options: { ip?: string; origin?: string } = {}) {
  const jar = new Map<string, string>();
  const ip = options.ip ?? nextAgentIp();

  async function request(method: Method, url: string, payload?: object, extra: Partial<InjectOptions> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res: LightMyRequestResponse = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { origin: options.origin ?? testOrigin, ...(cookie ? { cookie } : {}), ...(extra.headers ?? {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired =
        c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.value === "";
      if (expired) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }

  return {
    ip,
    cookies: jar,
    get: (url: string, extra?: Partial<InjectOptions>) => request("GET", url, undefined, extra),
    post: (url: string, payload?: object, extra?: Partial<InjectOptions>) => request("POST", url, payload ?? {}, extra),
    put: (url: string, payload?: object, extra?: Partial<InjectOptions>) => request("PUT", url, payload ?? {}, extra),
    delete: (url: string, extra?: Partial<InjectOptions>) => request("DELETE", url, undefined, extra),
  };
}

export type Agent = ReturnType<typeof createAgent>;
