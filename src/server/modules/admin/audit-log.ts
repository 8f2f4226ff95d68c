import type { Kysely } from "kysely";
import {
  adminAuditActionSchema,
  type AdminAuditAction,
  type AdminAuditEntry,
  type AdminAuditLog,
  type AdminAuditLogFilter,
} from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/schema.ts";
import { auditRowsPage, insertAuditRow } from "./repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export interface AuditRecord {
  actorUserId: number;
  action: AdminAuditAction;
  targetUserId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** request.ip, which honours TRUST_PROXY (lib/trust-proxy.ts). */
  ip: string | null;
}

function actionOf(stored: string): AdminAuditAction {
  const known = adminAuditActionSchema.options.find((a) => a === stored);
  if (!known) throw new Error(`unknown audit action ${stored}`);
  return known;
}

function objectOf(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
    ? Object.fromEntries(Object.entries(parsed))
    : { value: parsed };
}

/**
 * The administrator's audit log: rows are only ever inserted, never changed, and deleted only
 * after the 3 years the privacy statement names (docs/decisions/0039). An
 * action writes its row in the same transaction as its effect where it has one, so there is
 * neither an effect without a row nor a row without an effect.
 */
export function createAuditLog(db: Kysely<Database>) {
  async function record(executor: Kysely<Database>, entry: AuditRecord): Promise<void> {
    await insertAuditRow(executor, {
      actor_user_id: entry.actorUserId,
      action: entry.action,
      target_user_id: entry.targetUserId,
      before_json: entry.before === null ? null : JSON.stringify(entry.before),
      after_json: entry.after === null ? null : JSON.stringify(entry.after),
      ip: entry.ip,
      created_at: new Date().toISOString(),
    });
  }

  return {
    record,

    /** A second-factor recovery code was spent (by login or by disabling the second factor). */
    async recoveryCodeUsed(
      executor: Kysely<Database>,
      use: { userId: number; recoveryCodesLeft: number; purpose: string; ip: string | null },
    ): Promise<void> {
      await record(executor, {
        actorUserId: use.userId,
        action: "use_recovery_code",
        targetUserId: use.userId,
        before: { recoveryCodesLeft: use.recoveryCodesLeft + 1 },
        after: { recoveryCodesLeft: use.recoveryCodesLeft, purpose: use.purpose },
        ip: use.ip,
      });
    },

    /** The administrator started the card provider's 0,01 € test payment. */
    async cardTestPaymentStarted(
      executor: Kysely<Database>,
      order: { userId: number; orderReference: string; amountCents: number; currency: string },
      ip: string,
    ): Promise<void> {
      await record(executor, {
        actorUserId: order.userId,
        action: "start_card_test_payment",
        targetUserId: order.userId,
        before: null,
        after: { orderReference: order.orderReference, amountCents: order.amountCents, currency: order.currency },
        ip,
      });
    },

    /** What the administration did to the account, for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(db, person.id),

    /**
     * Newest first, optionally one kind of action or one account's entries, with the accounts'
     * names as `nameOf` gives them (the users module owns the names).
     */
    async page(
      page: number,
      pageSize: number,
      filter: AdminAuditLogFilter,
      nameOf: (userId: number) => Promise<string | null>,
    ): Promise<AdminAuditLog> {
      const { rows, total } = await auditRowsPage(db, pageSize, (page - 1) * pageSize, filter);
      const ids = [...new Set(rows.flatMap((row) => [row.actor_user_id, row.target_user_id ?? row.actor_user_id]))];
      const names = new Map(await Promise.all(ids.map(async (id) => [id, await nameOf(id)] as const)));
      const entries: AdminAuditEntry[] = rows.map((row) => ({
        id: row.id,
        actorUserId: row.actor_user_id,
        actorName: names.get(row.actor_user_id) ?? null,
        action: actionOf(row.action),
        targetUserId: row.target_user_id,
        targetName: row.target_user_id === null ? null : (names.get(row.target_user_id) ?? null),
        before: objectOf(row.before_json),
        after: objectOf(row.after_json),
        ip: row.ip,
        createdAt: row.created_at,
      }));
      return { entries, total, page, pageSize };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
