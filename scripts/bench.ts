import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { spawnSync } from "node:child_process";
import type { DatabaseKind } from "../src/server/db/database.ts";
import { migrateToLatest } from "../src/server/db/migrate.ts";
import { fillAccounts } from "./bench/accounts.ts";
import { adminSearchTargetMs, measureAdminSearch, reportAdminSearch } from "./bench/admin-search.ts";
import { fillCalls, measureCallHistory } from "./bench/call-history.ts";
import { databaseNames, openPostgres, openSqlite } from "./bench/databases.ts";
import { compareLogins } from "./bench/login.ts";
import { startProductionServer } from "./bench/production-server.ts";
import { decimal, ms, whole } from "./bench/stats.ts";
import { compareWithBare } from "./bench/throughput.ts";

// `npm run bench [-- --quick --only http,login,db --db sqlite|postgres|both --no-build]`: the
// server's figures, each beside its physical limit on the same machine in the same run:
// GET /api/consultants (and, for information, the page /) against a bare node:http server
// answering the same bytes; logins per second against the bare Argon2id rate; the call history
// of a member with 10 000 calls among 10 000 000 and the admin search at 1 000 000 accounts on
// SQLite and PostgreSQL. Exits with 1 when a target is missed. Not part of `npm test`.

const { values: options } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string", default: "http,login,db" },
    db: { type: "string", default: "both" },
    "no-build": { type: "boolean", default: false },
  },
});
const quick = options.quick;
const parts = new Set(options.only.split(","));
const kinds: DatabaseKind[] = options.db === "both" ? ["sqlite", "postgres"] : [options.db as DatabaseKind];
const sizes = quick
  ? { rounds: 3, seconds: 2, loginRounds: 2, users: 50_000, calls: 500_000, memberCalls: 10_000, runs: 30 }
  : { rounds: 5, seconds: 5, loginRounds: 3, users: 1_000_000, calls: 10_000_000, memberCalls: 10_000, runs: 100 };
const targets = { throughput: 0.85, login: 0.75, latencyMs: 50 };

const load = () =>
  loadavg()
    .map((l) => decimal(l, 2))
    .join(" / ");
const verdict = (ok: boolean) => (ok ? "erreicht" : "VERFEHLT");
const summary: string[] = [];
let allMet = true;

console.log(
  `npm run bench${quick ? " (--quick: kleinere Mengen)" : ""}: ${new Date().toISOString()}, ${cpus().length} Kerne ` +
    `(${cpus()[0]?.model.trim() ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ` +
    `Last (1/5/15 min) ${load()}`,
);

if ((parts.has("http") || parts.has("login")) && !options["no-build"]) {
  console.log("\nOberfläche bauen (vite build) ...");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (parts.has("http") || parts.has("login")) {
  const server = await startProductionServer();
  try {
    if (parts.has("http")) {
      const http = { rounds: sizes.rounds, seconds: sizes.seconds, connections: 100 };
      for (const path of ["/api/consultants", "/"]) {
        console.log(
          `\nGET ${path}: 100 Verbindungen, ohne Pipelining, ${http.rounds} Runden à ${http.seconds} s je Server`,
        );
        const r = await compareWithBare(server.base, path, {}, http, server.pid);
        const held = path === "/api/consultants";
        const ok = r.medianRatio >= targets.throughput;
        if (held) allMet &&= ok;
        const line =
          `GET ${path} (${whole(r.bytes)} Bytes): Median-Verhältnis ${decimal(r.medianRatio, 2)} ` +
          `(Portal ${r.portal.map(whole).join(", ")} /s; node:http ${r.bare.map(whole).join(", ")} /s)` +
          (held ? ` – Ziel ≥ ${decimal(targets.throughput, 2)}: ${verdict(ok)}` : " – zur Information") +
          // The server's own CPU time per answer: comparable also while others load the machine.
          `; CPU je Antwort: Median-Verhältnis ${decimal(r.medianCpuRatio, 2)} ` +
          `(Portal ${r.portalCpuUs.map((us) => decimal(us, 1)).join(", ")} µs; ` +
          `node:http ${r.bareCpuUs.map((us) => decimal(us, 1)).join(", ")} µs)`;
        console.log(line);
        summary.push(line);
      }
    }
    if (parts.has("login")) {
      const login = { rounds: sizes.loginRounds, seconds: sizes.seconds, connections: 32, accounts: 20 };
      console.log(
        `\nPOST /api/auth/login: ${login.connections} Verbindungen, ${login.rounds} Runden à ${login.seconds} s`,
      );
      const r = await compareLogins(server.base, server.databaseUrl, login);
      const ok = r.medianRatio >= targets.login;
      allMet &&= ok;
      const line =
        `Anmeldungen: Median-Verhältnis ${decimal(r.medianRatio, 2)} (Anmeldungen ${r.logins.map(whole).join(", ")} /s; ` +
        `Argon2id allein ${r.hashes.map(whole).join(", ")} /s) – Ziel ≥ ${decimal(targets.login, 2)}: ${verdict(ok)}`;
      console.log(line);
      summary.push(line);
    }
  } finally {
    await server.stop();
  }
}

if (parts.has("db")) {
  for (const kind of kinds) {
    const name = databaseNames[kind];
    const started = performance.now();
    console.log(
      `\n${name}: ${whole(sizes.users)} Konten und ${whole(sizes.calls)} Anrufe anlegen (echte Migrationen) ...`,
    );
    const target = kind === "sqlite" ? await openSqlite() : await openPostgres();
    try {
      const db = target.handle.db;
      await migrateToLatest(db);
      await fillAccounts(db, kind, sizes.users);
      const member = await fillCalls(db, kind, sizes.calls, sizes.memberCalls);
      console.log(`  Anrufliste messen (${sizes.runs} Abrufe) ...`);
      const calls = await measureCallHistory(target.handle, member, sizes.runs, 10);
      const ok = calls.p95 <= targets.latencyMs;
      allMet &&= ok;
      const line =
        `${name}: GET /api/call-history (${whole(sizes.memberCalls)} von ${whole(sizes.calls)} Anrufen, ` +
        `${calls.shown} gezeigt): p50 ${ms(calls.p50)}, p95 ${ms(calls.p95)} – Ziel p95 ≤ ${targets.latencyMs} ms: ${verdict(ok)}`;
      console.log(line);
      summary.push(line);
      console.log(`  Benutzersuche messen ...`);
      const results = await measureAdminSearch(db, sizes.runs, 10);
      const searchOk = reportAdminSearch(kind, results, sizes.users);
      allMet &&= searchOk;
      const typical = results.filter((r) => !r.probe.short);
      const worst = typical.reduce((a, b) => (b.p95 > a.p95 ? b : a));
      summary.push(
        `${name}: Benutzersuche bei ${whole(sizes.users)} Konten: höchstes p95 ${ms(worst.p95)} („${worst.probe.q}“), ` +
          `höchstes p50 ${ms(Math.max(...typical.map((r) => r.p50)))} – Ziel p95 ≤ ${adminSearchTargetMs} ms: ${verdict(searchOk)}`,
      );
      console.log(`  Dauer für ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s, Last ${load()}`);
    } finally {
      await target.dispose();
    }
  }
}

console.log(`\nZusammenfassung (Last jetzt ${load()}):`);
for (const line of summary) console.log(`  ${line}`);
console.log(allMet ? "Alle Ziele erreicht." : "Mindestens ein Ziel verfehlt.");
process.exit(allMet ? 0 : 1);
