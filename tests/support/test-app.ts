import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { KyselyPlugin } from "kysely";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig, type AppConfig } from "../../src/server/config.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export const testOrigin = "http://portal.test";

/** A stand-in client build so page-route behaviour is testable without running Vite. */
export function fakeClientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Portal</title><div id=root></div>");
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log(1)");
  writeFileSync(join(dir, "robots.txt"), "User-agent: *");
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Kysely plugins on the app's database handle only, e.g. to watch the SQL a request issues. */
  kyselyPlugins?: KyselyPlugin[];
  /** Where the database is made instead of the pass's own (test-database.ts). */
  cluster?: string;
  /** Fastify's logger options, e.g. a stream to read the log lines; none by default. */
  logger?: FastifyServerOptions["logger"];
}

/** The whole portal on a fresh database, configured like production would be, minus secrets. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.cluster === undefined ? {} : { cluster: options.cluster });
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    PUBLIC_ORIGIN: testOrigin,
    SESSION_SECRET: "test-secret-for-signed-cookies",
    CLIENT_DIR: fakeClientDir(),
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), "portal-outbox-")),
    ...env,
  });
  const db = (options.kyselyPlugins ?? []).reduce(
    (withPlugins, plugin) => withPlugins.withPlugin(plugin),
    database.handle.db,
  );
  const app = await buildApp(config, { database: { ...database.handle, db }, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
