import { HttpError } from "../../http/http-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Calls } from "../calls/index.ts";
import type { PaymentRecords } from "../payment-records/index.ts";
import type { Users } from "../users/index.ts";
import { statementCsv } from "./csv.ts";
import { statementPdf } from "./pdf.ts";
import { berlinMonthRange, buildStatement, monthRefusal, statementMonths } from "./statement.ts";

export interface StatementsDeps {
  clock: Clock;
  brandName: string;
  users: Pick<Users, "findById">;
  calls: Pick<Calls, "startedBetween">;
  paymentRecords: Pick<PaymentRecords, "paymentsOfUserBetween">;
}

export type StatementFormat = "pdf" | "csv";

export interface StatementFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The monthly statements of the logged-in account, read through the faces of calls and payment records. */
export function createStatementsService(deps: StatementsDeps) {
  const { clock, users, calls, paymentRecords } = deps;

  async function accountOf(userId: number) {
    const account = await users.findById(userId);
    if (!account) throw new HttpError(401, "Bitte melden Sie sich an.");
    return account;
  }

  return {
    /** The months a statement can be had for, newest first. */
    async months(userId: number): Promise<string[]> {
      return statementMonths((await accountOf(userId)).created_at, clock.now());
    },

    async file(userId: number, month: string, format: StatementFormat): Promise<StatementFile> {
      const account = await accountOf(userId);
      const now = clock.now();
      const refusal = monthRefusal(month, account.created_at, now);
      if (refusal) throw new HttpError(400, refusal);
      const { from, to } = berlinMonthRange(month);
      const statement = buildStatement({
        month,
        customerName: account.name,
        calls: await calls.startedBetween(userId, from, to),
        payments: await paymentRecords.paymentsOfUserBetween(userId, from, to),
      });
      if (format === "csv") {
        return {
          filename: `Kontoauszug-${month}.csv`,
          contentType: "text/csv; charset=utf-8",
          body: Buffer.from(statementCsv(statement), "utf8"),
        };
      }
      return {
        filename: `Kontoauszug-${month}.pdf`,
        contentType: "application/pdf",
        body: await statementPdf(statement, { brandName: deps.brandName, createdAt: now }),
      };
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
