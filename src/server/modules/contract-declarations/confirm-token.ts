import { createHash, randomBytes } from "node:crypto";

// A withdrawal that waits for its owner is confirmed through a link to the account's address.
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
export function newConfirmToken(now: Date): ConfirmToken {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashConfirmToken(token), expiresAt: new Date(now.getTime() + validMs) };
}
