import { modulePlugin } from "../../http/module-plugin.ts";
import { spendingRoutes } from "./routes.ts";
import { createSpendingService } from "./service.ts";
import { startMonthlySummaryJob } from "./summary-job.ts";

export {
  memberHoldGraceMs,
  spendingMessages,
  type CreditCallCap,
  type MemberLineDecision,
  type SpendingRefusal,
  type SpendingService,
} from "./service.ts";
export { createProtectionCarryOver, type ProtectionCarryOver, type ProtectedPerson } from "./carry-over.ts";
import { createSpendingErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

/**
 * The spending cap and the self-chosen pause (docs/decisions/0030): the account's limits or the
 * operator's default, what counts against them, the holds of running calls, and the refusals the
 * member line, the credit line and the checkouts ask for.
 */
export function createSpendingModule(deps: Parameters<typeof createSpendingService>[0]) {
  const spending = createSpendingService(deps);
  const plugin = modulePlugin(async (app) => {
    await app.register(spendingRoutes(spending));
    startMonthlySummaryJob(app, spending);
  });
  return {
    ...spending,
    accountErasure: createSpendingErasure(),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin,
  };
}

export type Spending = ReturnType<typeof createSpendingModule>;
