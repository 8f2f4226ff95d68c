import type { FastifyReply, FastifyRequest } from "fastify";

// Production uses the __Host- prefix: Secure, no Domain, path / — the browser enforces it.
export function sessionCookieName(production: boolean): string {
  return production ? "__Host-sid" : "sid";
}

const REGISTRATION_FLOW_COOKIE = "reg_flow";

// A browser that once logged in stays recognised for half a year (docs/decisions/0021).
const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** A browser that has logged in to this account before: signed, so nobody can claim one. */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

export interface CookieJar {
  setSession(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  clearSession(reply: FastifyReply): void;
  readSession(request: FastifyRequest): string | null;
  /** The registration grant's token (registration-grants.ts); the server decides what it is worth. */
  setRegistrationFlow(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  readRegistrationFlow(request: FastifyRequest): string | null;
  clearRegistrationFlow(reply: FastifyReply): void;
  setKnownDevice(reply: FastifyReply, device: KnownDevice): void;
  /** The device cookie when its signature holds; null for a missing or forged one. */
  readKnownDevice(request: FastifyRequest): KnownDevice | null;
}

function parseKnownDevice(value: string): KnownDevice | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{16,64})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { userId: Number(match[1]), deviceId: match[2] };
}

export function createCookieJar(production: boolean): CookieJar {
  const name = sessionCookieName(production);
  const deviceName = production ? "__Host-device" : "device";
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
    setKnownDevice(reply, device) {
      reply.setCookie(deviceName, `${device.userId}.${device.deviceId}`, {
        ...base,
        signed: true,
        maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
      });
    },
    readKnownDevice(request) {
      const raw = request.cookies[deviceName];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value !== null ? parseKnownDevice(unsigned.value) : null;
    },
  };
}
