import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import type { Mailer } from "../mail/index.ts";
import type { Receipts, ReceiptRow } from "../receipts/index.ts";
import type { Spending } from "../spending/index.ts";
import type { Users } from "../users/index.ts";
import { receiptMail } from "./mail-content.ts";

// A claim older than this belongs to a process that stopped mid-way: the job takes it over.
const CLAIM_MS = 10 * 60 * 1000;

/**
 * What follows a recorded payment or refund once its transaction has committed
 * (docs/decisions/0034): the receipt's mail where no order confirmation names it, and a look at
 * the spending limits, so the 80 % warning and the limit-reached mail go out when the money
 * arrives rather than at the next call. Each receipt is claimed first, so two processes, the
 * request and the job never mail it twice; a failed mail stays due and is tried again.
 */
export function createPaymentFollowUps(deps: {
  receipts: Pick<Receipts, "claimFollowUps" | "finishFollowUp">;
  users: Pick<Users, "findById">;
  mailer: Mailer;
  spending: Pick<Spending, "noteSpent">;
  clock: Clock;
  log: FastifyBaseLogger;
  brandName: string;
  publicOrigin: string;
}) {
  const { receipts, users, mailer, spending, clock, log } = deps;

  async function followUp(receipt: ReceiptRow): Promise<boolean> {
    const user = receipt.user_id === null ? undefined : await users.findById(receipt.user_id);
    if (user?.email && receipt.follow_up === "mail") {
      const mail = receiptMail({ ...deps, to: user.email, name: user.name, receipt });
      try {
        await mailer.send(mail);
      } catch (error) {
        log.error({ err: error, receipt: receipt.number }, "receipt mail not sent; the job retries");
        return false;
      }
    }
    if (user) await spending.noteSpent(user.id);
    await receipts.finishFollowUp(receipt.id);
    return true;
  }

  return {
    /** Does every due follow-up; never throws. The number done. */
    async runDue(): Promise<number> {
      let done = 0;
      try {
        for (const receipt of await receipts.claimFollowUps(clock.now(), CLAIM_MS))
          if (await followUp(receipt)) done += 1;
      } catch (error) {
        log.error({ err: error }, "payment follow-ups not done; the job retries");
      }
      return done;
    },
  };
}

export type PaymentFollowUps = ReturnType<typeof createPaymentFollowUps>;
