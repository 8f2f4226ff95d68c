import { createHash, randomBytes } from "node:crypto";

// A declaration that waits for its owner is confirmed through a link to the account's address.
// The link works for 30 days; for a cancellation also until 30 days after the end it would
// cause, so the owner can still follow it when that end has come (docs/decisions/0007).
const validMs = 30 * 24 * 60 * 60 * 1000;

export interface ConfirmToken {
  token: string;
  hash: string;
  expiresAt: Date;
}

export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 256 random bits; only the hash is stored. */
export function newConfirmToken(now: Date, endIfConfirmed: Date | null = null): ConfirmToken {
  const token = randomBytes(32).toString("base64url");
  const from = endIfConfirmed && endIfConfirmed > now ? endIfConfirmed : now;
  return { token, hash: hashConfirmToken(token), expiresAt: new Date(from.getTime() + validMs) };
}
