import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: the number is read out on the phone and typed from paper.
const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "K-7F3K-9QXM" for a cancellation (Kündigung), "W-..." for a withdrawal (Widerruf). */
export function newReference(kind: "cancellation" | "withdrawal"): string {
  const chars = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)] ?? "X").join("");
  return `${kind === "cancellation" ? "K" : "W"}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
