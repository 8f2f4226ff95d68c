import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/database.ts";
import { acknowledgedWrites, moneyInvariants, sqliteIntegrity, type CheckResult } from "./crash-loop/checks.ts";
import { CutOff } from "./crash-loop/browser.ts";
import { isHonestOutageAnswer, restartDatabase } from "./crash-loop/database-restart.ts";
import { prepareJourneyDatabase } from "./crash-loop/journey-setup.ts";
import { emptyJournal, journey } from "./crash-loop/journeys.ts";
import { killServer, startServer, stopServer, type ServerLife } from "./lib/server-process.ts";
import { freePort } from "./free-port.ts";
import { withPostgres, type ThrowAwayPostgres } from "./lib/postgres.ts";

// `npm run test:crash [-- --rounds 200 --db sqlite|postgres --clients 8 --port N]`: kills the
// server with SIGKILL at random moments while customers register, log in and buy memberships
// (PayPal and card) and credits through the payment sandboxes, restarts it, and at the end checks that every write
// the server acknowledged is there, the database file is sound and the money adds up. On PostgreSQL every third
// round also shuts the database down and starts it again under the running server before the kill.

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "200" },
    db: { type: "string", default: "sqlite" },
    clients: { type: "string", default: "8" },
    port: { type: "string" },
  },
});
const rounds = Number(options.rounds);
const clients = Number(options.clients);
if (!(Number.isInteger(rounds) && rounds > 0 && Number.isInteger(clients) && clients > 0)) {
  console.error("Aufruf: npm run test:crash -- [--rounds N] [--db sqlite|postgres] [--clients N] [--port N]");
  process.exit(2);
}
if (options.db !== "sqlite" && options.db !== "postgres") {
  console.error(`Unbekannte Datenbank „${options.db}“: sqlite oder postgres.`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), "portal-crash-"));
const port = options.port ? Number(options.port) : await freePort();
const base = `http://127.0.0.1:${port}`;
const runTag = String(100 + Math.floor(Math.random() * 900));

async function run(databaseUrl: string, postgres?: ThrowAwayPostgres): Promise<boolean> {
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dir, "data"),
    SESSION_SECRET: "crash-loop-keeps-this-secret",
    // All customers come from 127.0.0.1: the per-address limits would stop them after ten.
    RATE_LIMIT_SCALE: "100000",
    // The customers buy again and again; the default spending limit would stop them within the month.
    SPENDING_DEFAULT_MONTHLY_EUROS: "10000",
  };
  // A start on a busy machine (PostgreSQL recovering after the kill, other work on the cores)
  // has taken longer than the default 15 s; this waits for the server, it limits nothing.
  const startOptions = { waitMs: 45_000 };
  await prepareJourneyDatabase(databaseUrl);

  const journal = emptyJournal();
  const customers: Array<{ userId: number; phone: string; password: string }> = [];
  let generation = 0;
  let killing = false;
  // Database restarts begun, and whether one is under way (PostgreSQL only).
  let outages = 0;
  let databaseAway = false;
  const outageProblems: string[] = [];
  // Visitors wait on this while the server is down; resolved by each successful start.
  let markUp = () => {};
  let up = new Promise<void>((resolve) => (markUp = resolve));
  let finished = false;

  async function visitor(): Promise<void> {
    while (!finished) {
      await up;
      if (finished) return;
      const startedIn = generation;
      const outagesBefore = outages;
      try {
        const customer = await journey(
          base,
          journal,
          runTag,
          () => customers[Math.floor(Math.random() * customers.length)],
        );
        if (customer) customers.push(customer);
      } catch (error) {
        const crashed = generation !== startedIn || killing;
        const outage = databaseAway || outages !== outagesBefore;
        if (!crashed && outage) {
          // Only the database went away under this journey: a 503 is the right answer, a 500 or
          // a dead process is not.
          if (isHonestOutageAnswer(error)) {
            journal.interrupted += 1;
            journal.cutOffAt.set("Datenbankneustart", (journal.cutOffAt.get("Datenbankneustart") ?? 0) + 1);
            // A visitor told to come back later does not ask again at once.
            await new Promise((r) => setTimeout(r, 200));
          } else journal.unexpected.push(`beim Datenbankneustart: ${String(error)}`);
        } else if (!crashed) journal.unexpected.push(String(error));
        else {
          journal.interrupted += 1;
          const at = error instanceof CutOff ? error.message : "vor dem Senden";
          journal.cutOffAt.set(at, (journal.cutOffAt.get(at) ?? 0) + 1);
        }
      }
    }
  }

  let current: ServerLife | null = null;
  // Interrupted (Ctrl-C): the server of the moment must not outlive the loop.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      current?.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    });
  }

  const started = Date.now();
  const visitors = Array.from({ length: clients }, () => visitor());
  for (let round = 1; round <= rounds; round++) {
    const life = await startServer(base, env, startOptions);
    current = life;
    generation += 1;
    killing = false;
    markUp();
    // A random moment: sometimes at once, mostly while purchases are half done.
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 3800));
    if (postgres && round % 3 === 0) {
      // PostgreSQL restarts under the running server; it must answer 503 meanwhile and go on.
      outages += 1;
      databaseAway = true;
      outageProblems.push(...(await restartDatabase(postgres, base, life)));
      databaseAway = false;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 1800));
    }
    killing = true;
    up = new Promise((resolve) => (markUp = resolve));
    await killServer(life);
    if (round % 10 === 0 || round === rounds) {
      console.log(
        `Runde ${round}/${rounds}: ${journal.registered.length} Registrierungen, ${journal.sessions.length} Anmeldungen, ` +
          `${journal.memberships.length}+${journal.cardMemberships.length} Mitgliedschaften (PayPal+Karte), ` +
          `${journal.creditPurchases.length} Guthabenkäufe bestätigt; ${journal.interrupted} Abläufe vom Absturz unterbrochen`,
      );
    }
  }
  finished = true;
  markUp();
  await Promise.all(visitors);

  // One last start after the last crash: sessions must work, then the database is read directly.
  const last = await startServer(base, env, startOptions);
  current = last;
  const lostSessions: string[] = [];
  for (const session of journal.sessions) {
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: `sid=${session.sid}` } });
    const id = me.ok ? ((await me.json()) as { id?: number }).id : undefined;
    if (id !== session.userId) lostSessions.push(`Konto ${session.userId}: ${me.status}`);
  }
  await stopServer(last);

  const handle = openDatabase(databaseUrl);
  const results: CheckResult[] = [
    { name: "keine falschen Antworten zwischen den Abstürzen", problems: journal.unexpected.slice(0, 5) },
    ...(postgres
      ? [
          {
            name: `Server überlebt jeden Neustart von PostgreSQL (${outages}) und ist danach wieder bereit`,
            problems: outageProblems.slice(0, 5),
          },
        ]
      : []),
    { name: "bestätigte Anmeldungen gelten weiter", problems: lostSessions.slice(0, 5) },
    ...(await acknowledgedWrites(handle.db, journal)),
    ...(await moneyInvariants(handle.db)),
    ...(handle.kind === "sqlite" ? await sqliteIntegrity(handle.db) : []),
  ];
  await handle.close();

  console.log(
    `\n${rounds} Abstürze (SIGKILL) in ${((Date.now() - started) / 1000).toFixed(0)} s auf ${options.db}: ` +
      `${journal.registered.length} Registrierungen, ${journal.sessions.length} Anmeldungen, ` +
      `${journal.memberships.length}+${journal.cardMemberships.length} Mitgliedschaften (PayPal+Karte), ` +
      `${journal.creditPurchases.length} Guthabenkäufe bestätigt; ${journal.interrupted} Abläufe unterbrochen` +
      (postgres ? `; ${outages} Neustarts von PostgreSQL.` : "."),
  );
  const cutOff = [...journal.cutOffAt].sort((a, b) => b[1] - a[1]).map(([at, n]) => `${at} ${n}`);
  console.log(`Unterbrochen bei: ${cutOff.join(", ")}`);
  for (const result of results) {
    console.log(`${result.problems.length === 0 ? "✔" : "✘"} ${result.name}`);
    for (const problem of result.problems) console.log(`    ${problem}`);
  }
  return results.every((r) => r.problems.length === 0);
}

let ok: boolean;
try {
  ok =
    options.db === "sqlite"
      ? await run(`sqlite:${join(dir, "portal.sqlite")}`)
      : await withPostgres((url, postgres) => run(url, postgres), { restartable: true });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(ok ? "\nAlles da, Datenbank in Ordnung, Geld stimmt." : "\nFEHLER: siehe ✘ oben.");
process.exit(ok ? 0 : 1);
