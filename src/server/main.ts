import { ConfigError, loadConfig, type AppConfig } from "./config.ts";
import { buildApp } from "./app.ts";
import { migrateToLatest } from "./db/migrate.ts";

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const app = await buildApp(config);
const { db, description } = app.database;

const applied = await migrateToLatest(db, {
  onNewer: (names) =>
    app.log.warn({ migrations: names }, "database already migrated by a newer release; used as it is"),
});
if (applied.length) app.log.info({ migrations: applied }, "migrations applied");

if (config.demoSeed) {
  // Loaded only when demo seeding is on: a production start never loads the demo data.
  const { seedDemoData } = await import("./db/seed/seed.ts");
  const seed = await seedDemoData(db, config.admin);
  if (seed.seeded) app.log.info("demo data seeded into the empty database");
  for (const account of seed.demoAccounts ?? []) {
    console.log(`\n  Demo-Konto ${account.role}: Telefon ${account.phone}, Passwort ${account.password}`);
  }
  if (seed.generatedAdmin) {
    // Printed once: the database is not empty on the next start, so this never repeats.
    console.log(
      `\n  Administrator angelegt (nur jetzt sichtbar):\n    Telefon:  ${seed.generatedAdmin.phone}\n    Passwort: ${seed.generatedAdmin.password}\n`,
    );
  }
}

// A stop in two phases (docs/decisions/0041): the drain (readiness fails, requests are still
// served, for DRAIN_SECONDS; a second signal ends it early), then the close: Fastify stops
// accepting, lets running requests finish, then runs onClose (jobs, database, mail).
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.drain.skip();
      return;
    }
    stopping = true;
    const drainMs = config.drainSeconds * 1000;
    const forceExit = setTimeout(() => process.exit(1), drainMs + 10_000);
    forceExit.unref();
    if (drainMs > 0) app.log.info({ signal, drainSeconds: config.drainSeconds }, "draining: readiness fails");
    app.drain
      .begin(drainMs)
      .then(() => {
        app.log.info({ signal }, "shutting down: finishing in-flight requests");
        return app.close();
      })
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
const payments = config.paymentMode === "sandbox" ? "Sandbox-Modus (lokale Emulatoren)" : "Live";
app.log.info({ url, database: description, paymentMode: config.paymentMode }, "portal started");
console.log(`\n  Portal läuft: ${url}\n  Datenbank:    ${description}\n  Zahlungen:    ${payments}\n`);
if (config.telephony.usesDemoValues) {
  console.log(
    `  Telefonie:    Demo-Zugang (TELEPHONY_SECRET="${config.telephony.secret}", TELEPHONY_TOKEN="${config.telephony.token}")\n`,
  );
}
// The old signature without time can be replayed: the operator sees while it is still accepted (docs/decisions/0050).
const legacyUntil = config.telephony.legacySignatureUntil;
if (legacyUntil && legacyUntil > new Date()) {
  app.log.warn({ until: legacyUntil.toISOString() }, "carrier signatures without time still accepted");
  console.log(
    `  Telefonie:    alte Signatur ohne Zeitstempel angenommen, letztmals vor dem ${legacyUntil.toISOString().slice(0, 10)}\n`,
  );
}
