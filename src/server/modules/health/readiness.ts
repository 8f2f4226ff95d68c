import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { probeRead, probeWrite } from "./repo.ts";

export type Readiness = { ready: true } | { ready: false; failed: "read" | "write"; error: unknown };

/**
 * Whether the database can do what the service needs: answer a read, and take a write. The
 * write is a row inserted and deleted in one transaction, so the table stays empty; on
 * PostgreSQL it fails on a read-only server or a full disk, on SQLite on a full disk, a file
 * that became read-only or a write lock held past busy_timeout (docs/decisions/0024).
 */
export async function checkReadiness(db: Kysely<Database>): Promise<Readiness> {
  try {
    await probeRead(db);
  } catch (error) {
    return { ready: false, failed: "read", error };
  }
  try {
    await probeWrite(db);
  } catch (error) {
    return { ready: false, failed: "write", error };
  }
  return { ready: true };
}
