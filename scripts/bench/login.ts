import autocannon from "autocannon";
import { openDatabase } from "../../src/server/db/database.ts";
import { createUser, type CreatedUser } from "../../src/server/db/seed/factories.ts";
import { hashPassword, verifyPassword } from "../../src/server/lib/password.ts";
import { decimal, median, whole } from "./stats.ts";

export interface LoginOptions {
  rounds: number;
  seconds: number;
  connections: number;
  accounts: number;
}

export interface LoginResult {
  logins: number[];
  hashes: number[];
  ratios: number[];
  medianRatio: number;
}

/**
 * The physical limit of a login: how many Argon2id verifications per second the server's own
 * password module reaches on this machine's cores, with as many in flight as the login test
 * keeps (they queue on the same thread pool as the server's).
 */
async function hashRate(hash: string, password: string, seconds: number, inFlight: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      if (!(await verifyPassword(hash, password))) throw new Error("Das Passwort passt nicht zum Hash.");
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return done / ((performance.now() - started) / 1000);
}

/**
 * Successful logins per second through POST /api/auth/login. Each request comes through the
 * trusted proxy (TRUST_PROXY=loopback) on behalf of another client address, as the logins of
 * many people would: the per-address limit is never reached, so the hash stays the limit. The
 * accounts are made beforehand in the server's database.
 */
async function loginRate(base: string, users: CreatedUser[], seconds: number, connections: number): Promise<number> {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections,
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/api/auth/login",
        setupRequest(request) {
          n += 1;
          const user = users[n % users.length] as CreatedUser;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ identifier: user.phone, password: user.password }),
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `Anmeldung: ${result.non2xx} Antworten ohne 2xx, ${result.errors} Fehler, ${result.timeouts} Zeitüberschreitungen`,
    );
  }
  return result.requests.average;
}

/** Login throughput against the bare hash rate, in alternating rounds; the median ratio is the figure. */
export async function compareLogins(base: string, databaseUrl: string, options: LoginOptions): Promise<LoginResult> {
  const handle = openDatabase(databaseUrl);
  const users: CreatedUser[] = [];
  try {
    for (let i = 0; i < options.accounts; i += 1)
      users.push(await createUser(handle.db, { password: `Bench-${i}-Passwort` }));
  } finally {
    await handle.close();
  }
  const password = "Bench-Passwort";
  const hash = await hashPassword(password);
  const { seconds, connections } = options;
  await hashRate(hash, password, Math.max(2, seconds / 2), connections);
  await loginRate(base, users, Math.max(2, seconds / 2), connections);
  const logins: number[] = [];
  const hashes: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const first = round % 2 === 0;
    const a = first ? await loginRate(base, users, seconds, connections) : 0;
    const h = await hashRate(hash, password, seconds, connections);
    const l = first ? a : await loginRate(base, users, seconds, connections);
    logins.push(l);
    hashes.push(h);
    ratios.push(l / h);
    process.stdout.write(
      `  Runde ${round + 1}: ${whole(l)} Anmeldungen/s, ${whole(h)} Hashes/s, ${decimal(l / h, 2)}\n`,
    );
  }
  return { logins, hashes, ratios, medianRatio: median(ratios) };
}
