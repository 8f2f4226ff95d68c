import { availableParallelism } from "node:os";
import { hash, verify, type Options } from "@node-rs/argon2";
import { concurrencyLimit } from "./concurrency-limit.ts";

// OWASP Password Storage Cheat Sheet, Argon2id with 19 MiB, 2 passes, 1 lane. Spelled out
// rather than left to the library defaults so an upgrade cannot quietly weaken new hashes;
// the algorithm stays at the library default (Argon2id) because its enum is a `const enum`
// that isolated modules cannot reference.
const ARGON2_OPTIONS: Options = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * How many hashes run at once. Each one occupies a thread of libuv's pool (4 unless
 * UV_THREADPOOL_SIZE says otherwise) for tens of milliseconds, and the server's file reads and
 * compression wait for the same threads: a burst of registrations or logins would otherwise take
 * every thread, and page reads would time out behind them. So no more hashes than cores, and
 * always one thread left over; the rest wait here, in order (docs/benchmarks.md, "Load").
 */
export function passwordHashSlots(cores: number, threadPoolSize: number): number {
  return Math.max(1, Math.min(cores, threadPoolSize - 1));
}

const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const inHashSlot = concurrencyLimit(passwordHashSlots(availableParallelism(), threadPoolSize));

export async function hashPassword(plain: string): Promise<string> {
  return inHashSlot(() => hash(plain, ARGON2_OPTIONS));
}

/** False for a wrong password and for a stored value that is not an Argon2 hash at all. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await inHashSlot(() => verify(passwordHash, plain));
  } catch {
    return false;
  }
}
