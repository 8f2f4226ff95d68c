import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { createSettingsRepo } from "./repo.ts";

/** Named settings shared by every server process (operator toggles, provider bootstrap ids). */
export function createSettingsModule(deps: { db: Kysely<Database> }) {
  const repo = createSettingsRepo(deps.db);
  return { get: repo.get, set: repo.set };
}

export type Settings = ReturnType<typeof createSettingsModule>;
