import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { formatCredits } from "../../../../shared/domain/credits.ts";
import type { Database } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { CreditsService } from "../../credits/index.ts";
import type { PaymentRecords } from "../../payment-records/index.ts";
import type { Mailer } from "../../mail/index.ts";
import { captureOf, matchesOrder, type CreditOrders } from "./credit-orders.ts";
import { createCreditOrdersRepo, type CreditOrderRow } from "./credit-orders-repo.ts";
import { linkSchema, toCents, type PaypalWebhookEvent, type WebhookOutcome } from "./paypal-resources.ts";

interface Deps {
  db: Kysely<Database>;
  creditOrders: Pick<CreditOrders, "settle">;
  credits: CreditsService;
  paymentRecords: PaymentRecords;
  mailer: Mailer;
  supportEmail: string;
  brandName: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

/** PAYMENT.CAPTURE.COMPLETED: the capture, naming its order in supplementary_data. */
const completedCaptureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: moneySchema,
  custom_id: z.string().optional(),
  create_time: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().min(1) }) }),
});

/**
 * PAYMENT.CAPTURE.REFUNDED / REVERSED: a refund whose "up" link names the capture; some
 * deliveries carry the capture itself instead (then the whole amount went back).
 */
const refundSchema = z.object({
  id: z.string().min(1),
  amount: moneySchema.optional(),
  links: z.array(linkSchema).default([]),
});

function capturedIdOf(links: z.infer<typeof linkSchema>[]): string | null {
  const up = links.find((l) => l.rel === "up" && /\/captures\/[^/]+$/.test(l.href));
  return up ? decodeURIComponent(up.href.split("/").at(-1) ?? "") || null : null;
}

/** What a refund of money means in credits: the same share of the package, whole credits. */
function creditsDue(order: CreditOrderRow, refundedCents: number): number {
  const total = order.credits + order.bonus_credits;
  if (refundedCents >= order.amount_cents) return total;
  return Math.floor((total * refundedCents) / order.amount_cents);
}

/**
 * PayPal's events about credit-package captures, translated into the credits domain's verbs:
 * a completed capture credits an order whose buyer never came back; a refund or reversal takes
 * the credits back as far as the balance allows, and support hears about the rest.
 */
export function createCreditWebhookEvents(deps: Deps) {
  const { creditOrders, credits, paymentRecords, clock, log } = deps;

  async function completed(event: PaypalWebhookEvent): Promise<WebhookOutcome> {
    const parsed = completedCaptureSchema.safeParse(event.resource);
    if (!parsed.success || parsed.data.status !== "COMPLETED") return "ignored";
    const orderId = parsed.data.supplementary_data.related_ids.order_id;
    const order = await createCreditOrdersRepo(deps.db).find(orderId);
    // Not a credit order of ours (a capture from another integration of the same PayPal account).
    if (!order) return "ignored";
    const capture = captureOf(parsed.data, parsed.data.custom_id, clock.now());
    if (!matchesOrder(order, capture)) {
      log.error({ orderId, eventId: event.id }, "PayPal capture does not match the stored credit order");
      return "ignored";
    }
    const applied = await paymentRecords.onceForEvent("paypal", event.id, event.event_type, async (trx) => {
      await creditOrders.settle(trx, orderId, capture);
    });
    return applied ? "applied" : "duplicate";
  }

  async function tellSupport(order: CreditOrderRow, missing: number, eventType: string): Promise<void> {
    const lines = [
      `PayPal hat eine Zahlung für Cosmos Credits zurückgebucht (${eventType}).`,
      "",
      `Kundenkonto (Benutzer-ID): ${order.user_id}`,
      `PayPal-Bestellung: ${order.order_id}`,
      `PayPal-Zahlung: ${order.capture_id ?? "unbekannt"}`,
      `Paket: ${order.package_name}`,
      `Nicht zurückgebucht: ${formatCredits(missing)} – bereits verbraucht.`,
      "",
      "Bitte prüfen Sie das Konto und klären Sie den Rest mit dem Kunden.",
    ];
    try {
      await deps.mailer.send({
        kind: "toSupport",
        to: deps.supportEmail,
        subject: `${deps.brandName}: Credits nach Erstattung nicht vollständig zurückgebucht`,
        text: lines.join("\n"),
      });
    } catch (error) {
      log.error(
        { err: error, orderId: order.order_id, missing },
        "support could not be told about unreclaimed credits",
      );
    }
  }

  async function refunded(event: PaypalWebhookEvent): Promise<WebhookOutcome> {
    const parsed = refundSchema.safeParse(event.resource);
    if (!parsed.success) return "ignored";
    const upCapture = capturedIdOf(parsed.data.links);
    const captureId = upCapture ?? parsed.data.id;
    // A refund carries its own id; a delivery of the capture itself names the whole amount.
    const refundKey = upCapture ? `paypal-refund:${parsed.data.id}` : `paypal-reversal:${captureId}`;
    const refundCents = upCapture && parsed.data.amount ? toCents(parsed.data.amount.value) : null;

    // Filled in by the transaction; the mail to support goes out only after it committed.
    const outcome: { known: boolean; shortfall: { order: CreditOrderRow; missing: number } | null } = {
      known: false,
      shortfall: null,
    };
    const applied = await paymentRecords.onceForEvent("paypal", event.id, event.event_type, async (trx) => {
      const repo = createCreditOrdersRepo(trx);
      const order = await repo.lockByCapture(captureId);
      if (!order) return;
      outcome.known = true;
      const refundedCents = Math.min(order.amount_cents, order.refunded_cents + (refundCents ?? order.amount_cents));
      const due = creditsDue(order, refundedCents) - order.credits_reclaimed - order.credits_unreclaimed;
      const result = await credits.refundPurchase(trx, {
        userId: order.user_id,
        packageName: order.package_name,
        credits: due,
        operationKey: refundKey,
      });
      await repo.recordRefund(
        order.order_id,
        {
          status: refundedCents >= order.amount_cents ? "refunded" : "partially_refunded",
          refundedCents,
          // Owed credits are booked against the account and taken when its call's hold ends.
          creditsReclaimed: order.credits_reclaimed + result.taken + result.owed,
          creditsUnreclaimed: order.credits_unreclaimed + result.missing,
        },
        clock.now(),
      );
      const returnedCents = refundCents ?? order.amount_cents - order.refunded_cents;
      if (returnedCents > 0)
        await paymentRecords.recordRefund(trx, {
          provider: "paypal",
          providerPaymentId: captureId,
          refundId: refundKey,
          amountCents: returnedCents,
          refundedAt: clock.now(),
        });
      if (result.missing > 0) outcome.shortfall = { order, missing: result.missing };
    });
    if (!applied) return "duplicate";
    if (!outcome.known) {
      log.warn({ captureId, eventId: event.id }, "PayPal refund for a capture that is no credit order");
      return "ignored";
    }
    if (outcome.shortfall) await tellSupport(outcome.shortfall.order, outcome.shortfall.missing, event.event_type);
    return "applied";
  }

  return async function handle(event: PaypalWebhookEvent): Promise<WebhookOutcome> {
    if (event.event_type === "PAYMENT.CAPTURE.COMPLETED") return completed(event);
    if (event.event_type === "PAYMENT.CAPTURE.REFUNDED" || event.event_type === "PAYMENT.CAPTURE.REVERSED")
      return refunded(event);
    return "ignored";
  };
}
