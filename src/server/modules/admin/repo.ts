import type { AdminAuditLogFilter } from "../../../shared/schemas/admin.ts";
import type { Insertable, Kysely } from "kysely";
import type { AdminAuditLogTable, Database } from "../../db/schema.ts";

// The audit log's queries: rows are only ever inserted, never changed or deleted.
type Executor = Kysely<Database>;

export async function insertAuditRow(executor: Executor, row: Insertable<AdminAuditLogTable>): Promise<void> {
  await executor.insertInto("admin_audit_log").values(row).execute();
}

/** One page of rows, newest first, and how many there are in all. */
export async function auditRowsPage(
  executor: Executor,
  limit: number,
  offset: number,
  filter: AdminAuditLogFilter = {},
) {
  const filtered = () => {
    let query = executor.selectFrom("admin_audit_log");
    if (filter.action) query = query.where("action", "=", filter.action);
    const userId = filter.userId;
    if (userId !== undefined) {
      query = query.where((eb) => eb.or([eb("actor_user_id", "=", userId), eb("target_user_id", "=", userId)]));
    }
    return query;
  };
  const [rows, counted] = await Promise.all([
    filtered().selectAll().orderBy("id", "desc").limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
