import type { Kysely } from "kysely";
import { creditEntryTypes } from "../../../shared/domain/credits.ts";
import type { AdminCreditAdjustmentResponse } from "../../../shared/schemas/admin.ts";
import type { CreditTransaction } from "../../../shared/schemas/credits.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { CreditEntry, CreditLedger } from "../credits/index.ts";
import type { Users } from "../users/index.ts";
import type { AuditLog } from "./audit-log.ts";
import { adminActionMessages } from "./messages.ts";

export interface CreditAdjustmentRequest {
  actorUserId: number;
  userId: number;
  kind: "bonus" | "refund";
  credits: number;
  reason: string;
  operationKey: string;
  ip: string;
}

function transactionView(entry: CreditEntry): CreditTransaction {
  const type = creditEntryTypes.find((t) => t === entry.type);
  if (!type) throw new Error(`unknown credit entry type ${entry.type}`);
  return {
    id: entry.id,
    type,
    description: entry.description,
    amount: entry.amount,
    balance: entry.balance_after,
    createdAt: entry.created_at,
  };
}

/**
 * A bonus or a refund booked by the administrator through the credit ledger (decision 0012).
 * The browser's operation key, scoped to the account, is the credit ledger's key, so a repeated or
 * concurrent submission books once and answers the first entry; the audit row is written in
 * the same transaction, only by the call that booked.
 */
export function createCreditAdjustment(deps: {
  db: Kysely<Database>;
  creditLedger: CreditLedger;
  users: Pick<Users, "findById" | "assertActionable">;
  audit: AuditLog;
}) {
  const { db, creditLedger, audit } = deps;

  return async function adjust(request: CreditAdjustmentRequest): Promise<AdminCreditAdjustmentResponse> {
    await deps.users.assertActionable(request.userId);
    const bonus = request.kind === "bonus";
    const result = await db.transaction().execute(async (trx) => {
      const before = await creditLedger.account(trx, request.userId);
      const posted = await creditLedger.post(trx, {
        userId: request.userId,
        type: request.kind,
        amount: bonus ? request.credits : -request.credits,
        description: `${bonus ? "Gutschrift" : "Rückbuchung"}: ${request.reason}`,
        operationKey: `admin:${request.userId}:${request.operationKey}`,
      });
      // Thrown inside the transaction, so a refusal leaves no trace (not even an empty account).
      if (posted.status === "insufficient") {
        throw new HttpError(409, adminActionMessages.notEnoughCredits(posted.available));
      }
      // The key carries the account's id, so no other account can have used it.
      if (posted.status === "conflict") throw new Error("admin credit key used for another account");
      if (posted.status === "applied") {
        await audit.record(trx, {
          actorUserId: request.actorUserId,
          action: "adjust_credits",
          targetUserId: request.userId,
          before: { balance: before.balance, held: before.held },
          after: {
            balance: posted.entry.balance_after,
            kind: request.kind,
            amount: posted.entry.amount,
            reason: request.reason,
            operationKey: request.operationKey,
          },
          ip: request.ip,
        });
      }
      return posted;
    });
    const account = await creditLedger.account(db, request.userId);
    const repeated = result.status === "repeated";
    return {
      transaction: transactionView(result.entry),
      balance: account.balance,
      repeated,
      message: repeated
        ? adminActionMessages.alreadyBooked
        : bonus
          ? adminActionMessages.bonusBooked
          : adminActionMessages.refundBooked,
    };
  };
}

export type CreditAdjustment = ReturnType<typeof createCreditAdjustment>;
