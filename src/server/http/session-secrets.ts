import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { AppConfig } from "../config.ts";

/**
 * SESSION_SECRET when set (production requires it). Otherwise one random secret is generated
 * into the data folder once, so signed cookies survive a restart on a developer's machine.
 */
export function resolveSessionSecrets(config: AppConfig): string[] {
  if (config.sessionSecrets.length > 0) return config.sessionSecrets;
  const file = join(config.dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return [readFileSync(file, "utf8").trim()];
}
