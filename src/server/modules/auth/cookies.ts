import type { FastifyReply, FastifyRequest } from "fastify";

// Production uses the __Host- prefix: Secure, no Domain, path / — the browser enforces it.
export function sessionCookieName(production: boolean): string {
  return production ? "__Host-sid" : "sid";
}

const REGISTRATION_FLOW_COOKIE = "reg_flow";

export interface CookieJar {
  setSession(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  clearSession(reply: FastifyReply): void;
  readSession(request: FastifyRequest): string | null;
  /** The registration grant's token (registration-grants.ts); the server decides what it is worth. */
  setRegistrationFlow(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  readRegistrationFlow(request: FastifyRequest): string | null;
  clearRegistrationFlow(reply: FastifyReply): void;
}

export function createCookieJar(production: boolean): CookieJar {
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
    setRegistrationFlow(reply, token, maxAgeSeconds) {
      reply.setCookie(REGISTRATION_FLOW_COOKIE, token, { ...base, maxAge: maxAgeSeconds });
    },
    readRegistrationFlow(request) {
      return request.cookies[REGISTRATION_FLOW_COOKIE] || null;
    },
    clearRegistrationFlow(reply) {
      reply.clearCookie(REGISTRATION_FLOW_COOKIE, base);
    },
  };
}
