import type { FastifyReply, FastifyRequest } from "fastify";

// Production uses the __Host- prefix: Secure, no Domain, path / — the browser enforces it.
export function sessionCookieName(production: boolean): string {
  return production ? "__Host-sid" : "sid";
}

const REGISTRATION_FLOW_COOKIE = "reg_flow";
// Long enough for a trip through a payment provider's pages, short enough to be harmless.
const REGISTRATION_FLOW_MS = 2 * 60 * 60_000;

export interface CookieJar {
  setSession(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  clearSession(reply: FastifyReply): void;
  readSession(request: FastifyRequest): string | null;
  /** Binds this browser to the account it just created (signed, short-lived). */
  setRegistrationFlow(reply: FastifyReply, userId: number): void;
  /** The account id this browser created or paid for, if the signed cookie is valid and fresh. */
  readRegistrationFlow(request: FastifyRequest): number | null;
}

export function createCookieJar(production: boolean, now: () => number = Date.now): CookieJar {
  const name = sessionCookieName(production);
  const base = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: production };
  return {
    setSession(reply, token, maxAgeSeconds) {
      reply.setCookie(name, token, { ...base, maxAge: maxAgeSeconds });
    },
    clearSession(reply) {
      reply.clearCookie(name, base);
    },
    readSession(request) {
      return request.cookies[name] ?? null;
    },
    setRegistrationFlow(reply, userId) {
      const expires = now() + REGISTRATION_FLOW_MS;
      reply.setCookie(REGISTRATION_FLOW_COOKIE, `${userId}.${expires}`, {
        ...base,
        signed: true,
        maxAge: REGISTRATION_FLOW_MS / 1000,
      });
    },
    readRegistrationFlow(request) {
      const raw = request.cookies[REGISTRATION_FLOW_COOKIE];
      if (!raw) return null;
      const { valid, value } = request.unsignCookie(raw);
      if (!valid || !value) return null;
      const [id, expires] = value.split(".").map(Number);
      if (!id || !expires || expires < now()) return null;
      return id;
    },
  };
}
