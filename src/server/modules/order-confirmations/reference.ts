import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: the reference is read out on the phone and typed from paper, like the
// contract forms' K-/W- numbers.
const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "B-7F3K-9QXM" (Bestellung): the order's reference for the buyer and for support. */
export function newOrderReference(): string {
  const chars = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)] ?? "X").join("");
  return `B-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
