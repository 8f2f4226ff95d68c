import { timingSafeEqual } from "node:crypto";

/** Constant-time comparison so the answer time leaks nothing about the expected value. */
export function safeEqual(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
