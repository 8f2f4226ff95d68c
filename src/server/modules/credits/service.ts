import type { Kysely } from "kysely";
import {
  creditEntryDescriptions,
  creditEntryTypes,
  formatCredits,
  type CreditEntryType,
} from "../../../shared/domain/credits.ts";
import { receiptServices } from "../../../shared/domain/receipts.ts";
import type { CreditHistory, CreditPackage } from "../../../shared/schemas/credits.ts";
import type { Database } from "../../db/schema.ts";
import type { OrderConfirmations } from "../order-confirmations/index.ts";
import type { PaymentProvider, PaymentRecords } from "../payment-records/index.ts";
import type { Spending } from "../spending/index.ts";
import type { CreditLedger } from "./credit-ledger.ts";
import { createCreditPackagesRepo, type CreditPackageRow } from "./packages-repo.ts";

/** What a purchase credits, as fixed when it was bought. */
export interface PurchasedPackage {
  userId: number;
  packageName: string;
  credits: number;
  bonusCredits: number;
  /**
   * Names the purchase (a payment provider's order). The purchase entry and the bonus entry
   * get their own keys derived from it, so the same purchase credited again changes nothing.
   */
  operationKey: string;
}

/** The money a provider took for a credit package, named by the provider's own payment id. */
export interface CreditPayment {
  provider: PaymentProvider;
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
}

export interface PurchaseRefund {
  userId: number;
  packageName: string;
  /** Credits the refund should take back (positive). */
  credits: number;
  /** Names the refund (a provider's refund id): the same refund twice takes back once. */
  operationKey: string;
}

// The database's check constraint allows only these; the guard keeps the type honest without a cast.
function entryType(stored: string): CreditEntryType {
  const known = creditEntryTypes.find((t) => t === stored);
  if (!known) throw new Error(`unknown credit entry type ${stored}`);
  return known;
}

export function packageView(row: CreditPackageRow): CreditPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    credits: row.credits,
    bonusCredits: row.bonus_credits,
    price: row.price_cents / 100,
    currency: "EUR",
    recommended: row.recommended === 1,
  };
}

/**
 * The credits domain's verbs. Payment providers call grantPackage and refundPurchase in their
 * own transaction (the one that also marks their order), never the other way round.
 */
export function createCreditsService(deps: {
  db: Kysely<Database>;
  creditLedger: CreditLedger;
  /** Where the money received is recorded, once per provider payment. */
  paymentRecords: Pick<PaymentRecords, "recordPayment" | "receiptNumberOf">;
  /** Concludes the order of a bought package, so that its confirmation is mailed once. */
  confirmations?: Pick<OrderConfirmations, "conclude">;
  /**
   * The spending cap, asked again when the money of a purchase is taken (docs/decisions/0030).
   * The credits module always passes it; only readers of balances and histories go without.
   */
  spending?: Pick<Spending, "reservePurchase" | "releasePurchase" | "releasePurchaseWithin">;
}) {
  const { db, creditLedger, paymentRecords } = deps;
  function spending() {
    if (!deps.spending) throw new Error("a purchase is paid without the spending cap");
    return deps.spending;
  }
  const packages = createCreditPackagesRepo(db);

  const service = {
    async packages(): Promise<CreditPackage[]> {
      return (await packages.list()).map(packageView);
    },

    /** The package as stored, for a purchase: its price and credits come from here, never from the browser. */
    findPackage: (id: string): Promise<CreditPackageRow | undefined> => packages.find(id),

    async balance(userId: number): Promise<number> {
      return (await creditLedger.account(db, userId)).balance;
    },

    async history(userId: number, page: number, pageSize: number): Promise<CreditHistory> {
      const { entries, hasMore } = await creditLedger.history(db, userId, page, pageSize);
      return {
        transactions: entries.map((e) => ({
          id: e.id,
          type: entryType(e.type),
          description: e.description,
          amount: e.amount,
          balance: e.balance_after,
          createdAt: e.created_at,
        })),
        page,
        pageSize,
        hasMore,
      };
    },

    /**
     * Credits a bought package: the purchase entry and, when there is one, the bonus entry.
     * True when this call credited it, false when it had been credited before.
     */
    async grantPackage(trx: Kysely<Database>, purchase: PurchasedPackage): Promise<boolean> {
      const bought = await creditLedger.post(trx, {
        userId: purchase.userId,
        type: "purchase",
        amount: purchase.credits,
        description: creditEntryDescriptions.purchase(purchase.packageName),
        operationKey: `${purchase.operationKey}:purchase`,
      });
      if (purchase.bonusCredits > 0) {
        await creditLedger.post(trx, {
          userId: purchase.userId,
          type: "bonus",
          amount: purchase.bonusCredits,
          description: creditEntryDescriptions.bonus(purchase.packageName),
          operationKey: `${purchase.operationKey}:bonus`,
        });
      }
      // The key names one provider order of one account; another account's entry under it is a bug.
      if (bought.status === "conflict") {
        throw new Error(`purchase key ${purchase.operationKey} used for another account`);
      }
      // Credits still owed from a refund during a call are settled first (docs/decisions/0012).
      await creditLedger.settleOwed(trx, purchase.userId, `${purchase.operationKey}:owed`);
      return bought.status === "applied";
    },

    /**
     * Right before the provider takes the money of a purchase (named by its operation key):
     * refused with the spending cap's German text while the account is paused or when it would
     * pass a limit now, otherwise its amount is held against the limits until its payment
     * arrives or the provider refuses it. A purchase started earlier is checked again here,
     * since purchases started one after another all passed when nothing was paid yet.
     */
    reservePurchase: (userId: number, operationKey: string, amountCents: number): Promise<void> =>
      spending().reservePurchase(userId, operationKey, amountCents),

    /** The provider refused to take the purchase's money: its hold ends. */
    releasePurchase: (operationKey: string): Promise<void> => spending().releasePurchase(operationKey),

    /**
     * A credit payment arrived: grant the credits, then record the money, and conclude the
     * order (its confirmation is stored in the same transaction, decision 0022). The provider
     * calls it once per order, in the transaction that marks its order paid; the purchase's
     * operation key and the payment id keep a repeated call from crediting or recording twice.
     */
    async creditPaymentArrived(
      trx: Kysely<Database>,
      arrived: { purchase: PurchasedPackage; payment: CreditPayment; orderKey: string },
    ): Promise<void> {
      const { purchase, payment } = arrived;
      await service.grantPackage(trx, purchase);
      await paymentRecords.recordPayment(trx, {
        ...payment,
        service: receiptServices.credits(purchase.packageName, formatCredits(purchase.credits + purchase.bonusCredits)),
        userId: purchase.userId,
        subscriptionId: null,
        purpose: "credits",
        namedByOrderConfirmation: true,
      });
      // The payment counts against the limits from now on, in place of the purchase's hold.
      await deps.spending?.releasePurchaseWithin(trx, purchase.userId, purchase.operationKey);
      const receiptNumber = await paymentRecords.receiptNumberOf(trx, payment.provider, payment.providerPaymentId);
      await deps.confirmations?.conclude(trx, {
        orderKey: arrived.orderKey,
        userId: purchase.userId,
        contract: {
          kind: "credits",
          packageName: purchase.packageName,
          credits: purchase.credits,
          bonusCredits: purchase.bonusCredits,
          amountCents: payment.amountCents,
          currency: payment.currency,
          ...(receiptNumber ? { receiptNumber } : {}),
        },
      });
    },

    /**
     * Takes back a refunded purchase's credits as far as the available balance allows. Credits
     * held for a running call are booked as owed and taken when the hold ends (the balance that
     * is left then, the rest by the next purchase). Answers what was taken now, what is owed,
     * and what was spent before and can no longer be taken; a repeated refund answers what its
     * first run took.
     */
    async refundPurchase(
      trx: Kysely<Database>,
      refund: PurchaseRefund,
    ): Promise<{ taken: number; owed: number; missing: number; repeated: boolean }> {
      if (refund.credits <= 0) return { taken: 0, owed: 0, missing: 0, repeated: false };
      const result = await creditLedger.post(
        trx,
        {
          userId: refund.userId,
          type: "refund",
          amount: -refund.credits,
          description: creditEntryDescriptions.refund(refund.packageName),
          operationKey: refund.operationKey,
        },
        { upToAvailable: true },
      );
      // The key is the provider's refund id, which belongs to one purchase and so to one account.
      if (result.status === "conflict") throw new Error(`refund key ${refund.operationKey} used for another account`);
      if (result.status === "repeated") {
        const taken = -result.entry.amount;
        return { taken, owed: 0, missing: refund.credits - taken, repeated: true };
      }
      const taken = result.status === "applied" ? -result.entry.amount : 0;
      const owed = await creditLedger.oweFromHold(trx, refund.userId, refund.credits - taken);
      return { taken, owed, missing: refund.credits - taken - owed, repeated: false };
    },
  };
  return service;
}

export type CreditsService = ReturnType<typeof createCreditsService>;
