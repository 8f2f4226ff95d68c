import { hash, verify, type Options } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet, Argon2id with 19 MiB, 2 passes, 1 lane. Spelled out
// rather than left to the library defaults so an upgrade cannot quietly weaken new hashes;
// the algorithm stays at the library default (Argon2id) because its enum is a `const enum`
// that isolated modules cannot reference.
const ARGON2_OPTIONS: Options = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export async function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an Argon2 hash at all. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
