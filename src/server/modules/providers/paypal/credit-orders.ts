import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { formatCredits } from "../../../../shared/domain/credits.ts";
import {
  creditMessages,
  creditsAddedMessage,
  type CreditProcessReturnResponse,
  type CreditPurchaseResponse,
} from "../../../../shared/schemas/credits.ts";
import type { Database } from "../../../db/schema.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { CreditsService } from "../../credits/index.ts";
import { orderKeys } from "../../order-confirmations/index.ts";
import type { OrderConfirmations } from "../../order-confirmations/index.ts";
import { createCreditOrdersRepo, type CreditOrderRow } from "./credit-orders-repo.ts";
import type { PaypalClient } from "./paypal-client.ts";
import { PaypalApiError, isPaypalNotFound, paypalHttpError } from "./paypal-errors.ts";
import { toCents, type PaypalCapture, type PaypalOrder } from "./paypal-resources.ts";

/** A completed capture as the portal books it. */
export interface CompletedCapture {
  id: string;
  amountCents: number;
  currency: string;
  /** The user id PayPal echoes from custom_id. */
  customId: string | undefined;
  paidAt: Date;
}

interface Deps {
  db: Kysely<Database>;
  paypal: Pick<PaypalClient, "createOrder" | "getOrder" | "captureOrder">;
  credits: CreditsService;
  clock: Clock;
  publicOrigin: string;
  confirmations: Pick<OrderConfirmations, "recordOrder" | "referenceOf">;
  log: FastifyBaseLogger;
}

// PayPal's answers to a capture (Orders API v2 issues) that mean the buyer's payment was refused.
const declinedIssues = new Set(["INSTRUMENT_DECLINED", "TRANSACTION_REFUSED", "PAYER_ACTION_REQUIRED"]);
// The order was captured by an earlier call (another tab, the webhook's process): read it.
const alreadyCapturedIssues = new Set(["ORDER_ALREADY_CAPTURED", "ORDER_COMPLETION_IN_PROGRESS"]);

/** One key per order for the credit ledger: the purchase and bonus entries derive theirs from it. */
export const creditOrderOperationKey = (orderId: string) => `paypal-order:${orderId}`;

export function captureOf(capture: PaypalCapture, fallbackCustomId: string | undefined, now: Date): CompletedCapture {
  const paid = capture.create_time ? new Date(capture.create_time) : now;
  return {
    id: capture.id,
    amountCents: capture.amount ? toCents(capture.amount.value) : 0,
    currency: capture.amount?.currency_code ?? "",
    customId: capture.custom_id ?? fallbackCustomId,
    paidAt: Number.isNaN(paid.getTime()) ? now : paid,
  };
}

/** PayPal's capture matches the stored order: same buyer, same amount, same currency. */
export function matchesOrder(order: CreditOrderRow, capture: CompletedCapture): boolean {
  return (
    capture.amountCents === order.amount_cents &&
    capture.currency === order.currency &&
    (capture.customId === undefined || capture.customId === String(order.user_id))
  );
}

const answered = (order: CreditOrderRow, orderNumber: string | null): CreditProcessReturnResponse => ({
  success: true,
  creditsAdded: order.credits + order.bonus_credits,
  message: creditsAddedMessage(order.credits + order.bonus_credits),
  orderNumber,
});

/**
 * Buying a credit package with PayPal Orders v2. The order is stored before the buyer goes to
 * PayPal and marked before the capture call; the credits domain's creditPaymentArrived and
 * marking the order captured happen in one transaction (settle), which the return and the webhook both call, so
 * the package is credited once however often and in whatever order they arrive.
 */
export function createCreditOrders(deps: Deps) {
  const { db, paypal, credits, clock, confirmations, log } = deps;
  const referenceOf = (orderId: string) => confirmations.referenceOf(orderKeys.paypalCreditOrder(orderId));

  /** In the caller's transaction: credits the order unless that happened before. */
  async function settle(
    trx: Kysely<Database>,
    orderId: string,
    capture: CompletedCapture,
  ): Promise<CreditOrderRow | null> {
    const repo = createCreditOrdersRepo(trx);
    const order = await repo.lock(orderId);
    if (!order) return null;
    if (order.status !== "created") return order;
    await credits.creditPaymentArrived(trx, {
      purchase: {
        userId: order.user_id,
        packageName: order.package_name,
        credits: order.credits,
        bonusCredits: order.bonus_credits,
        operationKey: creditOrderOperationKey(order.order_id),
      },
      payment: {
        provider: "paypal",
        providerPaymentId: capture.id,
        amountCents: capture.amountCents,
        currency: capture.currency,
        paidAt: capture.paidAt,
      },
      orderKey: orderKeys.paypalCreditOrder(order.order_id),
    });
    const now = clock.now();
    await repo.markCaptured(order.order_id, capture.id, now);
    return { ...order, status: "captured", capture_id: capture.id, captured_at: now.toISOString() };
  }

  async function readOrder(orderId: string): Promise<PaypalOrder> {
    try {
      return await paypal.getOrder(orderId);
    } catch (error) {
      log.error({ err: error, orderId }, "PayPal credit order could not be read");
      throw paypalHttpError(error, creditMessages.captureFailed);
    }
  }

  /**
   * Captures at PayPal. When PayPal surely took no money (declined, not approved, unknown order)
   * the purchase's hold under the spending cap ends; when the outcome is unknown it stays until
   * it expires or the capture's webhook records the payment.
   */
  async function capture(orderId: string, mockResponse: string | undefined): Promise<PaypalOrder> {
    const refused = async (status: number, message: string) => {
      await credits.releasePurchase(creditOrderOperationKey(orderId));
      return new HttpError(status, message);
    };
    try {
      return await paypal.captureOrder(orderId, mockResponse ? { mockResponse } : {});
    } catch (error) {
      if (error instanceof PaypalApiError) {
        if (error.issue && alreadyCapturedIssues.has(error.issue)) return readOrder(orderId);
        if (error.issue && declinedIssues.has(error.issue)) {
          log.warn({ orderId, issue: error.issue }, "PayPal declined a credit order's capture");
          throw await refused(400, creditMessages.paymentDeclined);
        }
        if (error.issue === "ORDER_NOT_APPROVED") throw await refused(409, creditMessages.paymentNotApproved);
        if (isPaypalNotFound(error)) throw await refused(404, creditMessages.orderUnknown);
      }
      log.error({ err: error, orderId }, "PayPal credit order could not be captured");
      throw paypalHttpError(error, creditMessages.captureFailed);
    }
  }

  /**
   * The spending cap refused the capture. The refusal stands unless the money was taken all the
   * same, by another return of this order that finished meanwhile or a capture whose process
   * stopped before it was recorded: money PayPal took is always booked.
   */
  async function paidAlready(order: CreditOrderRow): Promise<CreditProcessReturnResponse | null> {
    const stored = await createCreditOrdersRepo(db).find(order.order_id);
    if (stored && stored.status !== "created") return answered(stored, await referenceOf(order.order_id));
    let remote: PaypalOrder;
    try {
      remote = await paypal.getOrder(order.order_id);
    } catch (error) {
      log.warn({ err: error, orderId: order.order_id }, "PayPal credit order could not be read after a refusal");
      return null;
    }
    const unit = remote.purchase_units[0];
    const completed = (unit?.payments?.captures ?? []).find((c) => c.status === "COMPLETED");
    if (!completed) return null;
    const booked = captureOf(completed, unit?.custom_id, clock.now());
    if (!matchesOrder(order, booked)) return null;
    const settled = await db.transaction().execute((trx) => settle(trx, order.order_id, booked));
    return settled ? answered(settled, await referenceOf(order.order_id)) : null;
  }

  return {
    settle,

    /** Creates the PayPal order from the package's own price and stores it for this user. */
    async start(userId: number, packageId: string): Promise<CreditPurchaseResponse> {
      const pkg = await credits.findPackage(packageId);
      if (!pkg) throw new HttpError(404, creditMessages.unknownPackage);
      const requestId = `credits-${userId}-${randomUUID()}`;
      let created;
      try {
        created = await paypal.createOrder({
          amountCents: pkg.price_cents,
          currency: pkg.currency,
          description: `Cosmos Credits: ${pkg.name} (${formatCredits(pkg.credits + pkg.bonus_credits)})`,
          customId: String(userId),
          returnUrl: `${deps.publicOrigin}/credits?paypal_return=true`,
          cancelUrl: `${deps.publicOrigin}/credits?paypal_cancel=true`,
          requestId,
        });
      } catch (error) {
        log.error({ err: error, userId, packageId }, "PayPal credit order could not be created");
        throw paypalHttpError(error, creditMessages.purchaseFailed);
      }
      const now = clock.now().toISOString();
      await createCreditOrdersRepo(db).insert({
        order_id: created.id,
        user_id: userId,
        package_id: pkg.id,
        package_name: pkg.name,
        credits: pkg.credits,
        bonus_credits: pkg.bonus_credits,
        amount_cents: pkg.price_cents,
        currency: pkg.currency,
        status: "created",
        request_id: requestId,
        created_at: now,
        updated_at: now,
      });
      const orderNumber = await confirmations.recordOrder({
        orderKey: orderKeys.paypalCreditOrder(created.id),
        userId,
        kind: "credits",
      });
      return {
        orderId: created.id,
        orderNumber,
        links: created.links.map((l) => ({ rel: l.rel, href: l.href, ...(l.method ? { method: l.method } : {}) })),
      };
    },

    /**
     * The buyer came back from PayPal with `token` (the order id). Only the user who started
     * the order may complete it; someone else's order and unknown tokens look the same.
     */
    async processReturn(
      userId: number,
      orderId: string,
      options: { mockResponse?: string } = {},
    ): Promise<CreditProcessReturnResponse> {
      const repo = createCreditOrdersRepo(db);
      const order = await repo.find(orderId);
      if (!order || order.user_id !== userId) throw new HttpError(404, creditMessages.orderUnknown);
      if (order.status !== "created") return answered(order, await referenceOf(orderId));

      // The spending cap is asked again now that the money moves: it allowed the order when it
      // was started, maybe before other orders were paid or a pause began (docs/decisions/0030).
      try {
        await credits.reservePurchase(order.user_id, creditOrderOperationKey(orderId), order.amount_cents);
      } catch (refusal) {
        if (!(refusal instanceof HttpError)) throw refusal;
        const paid = await paidAlready(order);
        if (paid) return paid;
        log.info({ orderId, userId }, "credit order not captured: the spending cap refused it");
        throw refusal;
      }
      await repo.markCaptureRequested(orderId, clock.now());
      const remote = await capture(orderId, options.mockResponse);
      const unit = remote.purchase_units[0];
      const captures = unit?.payments?.captures ?? [];
      const completed = captures.find((c) => c.status === "COMPLETED");
      if (!completed) {
        if (captures.some((c) => c.status === "PENDING")) {
          return {
            success: false,
            creditsAdded: 0,
            message: creditMessages.paymentPending,
            orderNumber: await referenceOf(orderId),
          };
        }
        if (captures.some((c) => c.status === "DECLINED" || c.status === "FAILED")) {
          await credits.releasePurchase(creditOrderOperationKey(orderId));
          throw new HttpError(400, creditMessages.paymentDeclined);
        }
        log.error({ orderId, status: remote.status }, "PayPal credit order without a completed capture");
        throw new HttpError(502, creditMessages.captureFailed);
      }
      const booked = captureOf(completed, unit?.custom_id, clock.now());
      if (!matchesOrder(order, booked)) {
        log.error({ orderId, capture: booked }, "PayPal capture does not match the stored credit order");
        throw new HttpError(502, creditMessages.captureFailed);
      }
      const settled = await db.transaction().execute((trx) => settle(trx, orderId, booked));
      if (!settled) throw new HttpError(404, creditMessages.orderUnknown);
      return answered(settled, await referenceOf(orderId));
    },
  };
}

export type CreditOrders = ReturnType<typeof createCreditOrders>;
