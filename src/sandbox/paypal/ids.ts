import { randomInt } from "node:crypto";

// Identifiers shaped like PayPal's, so logs and URLs in the sandbox look like the real thing.

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

function code(length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}

export const sandboxIds = {
  product: () => `PROD-${code(17)}`,
  plan: () => `P-${code(24)}`,
  subscription: () => `I-${code(12)}`,
  billingToken: () => `BA-${code(17)}`,
  ecToken: () => `EC-${code(17)}`,
  order: () => code(17),
  sale: () => code(17),
  capture: () => code(17),
  refund: () => code(17),
  payer: () => code(13),
  event: () => `WH-${code(8)}-${code(17)}`,
  debug: () => code(13).toLowerCase(),
  token: () => `A21AA${code(60)}`,
};
