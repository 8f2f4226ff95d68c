import type { LogEvent } from "kysely";
import { countQueryError, type QueryErrorKind } from "../lib/metrics.ts";
import type { DatabaseKind } from "./database.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const SQLITE_CONSTRAINT = 19;

/** Unavailable (docs/decisions/0024), a refused constraint (a duplicate key, a check), or anything else. */
export function queryErrorKind(error: unknown): QueryErrorKind {
  if (isDatabaseUnavailable(error)) return "unavailable";
  if (typeof error !== "object" || error === null) return "other";
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  // SQLSTATE class 23: integrity constraint violation.
  if (typeof code === "string" && /^23[0-9A-Z]{3}$/.test(code)) return "constraint";
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number" && (errcode & 0xff) === SQLITE_CONSTRAINT) {
    return "constraint";
  }
  return "other";
}

/** Kysely's `log` option: counts every failed query (begin and commit included) by kind. */
export function countingQueryErrors(kind: DatabaseKind) {
  return (event: LogEvent): void => {
    if (event.level === "error") countQueryError(kind, queryErrorKind(event.error));
  };
}
