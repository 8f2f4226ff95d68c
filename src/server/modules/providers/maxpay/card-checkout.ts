import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { CardPaymentSession } from "../../../../shared/schemas/card-payments.ts";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { consentRequiredMessage } from "../../../../shared/domain/order-consent-texts.ts";
import { cardPaymentMessages } from "../../../../shared/schemas/card-payments.ts";
import { paymentMessages } from "../../../../shared/schemas/payments.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Clock } from "../../../lib/clock.ts";
import { orderKeys } from "../../order-confirmations/index.ts";
import type { OrderConfirmations } from "../../order-confirmations/index.ts";
import type { SubscriptionsService } from "../../subscriptions/index.ts";
import type { Users } from "../../users/index.ts";
import type { CardAvailability } from "./card-availability.ts";
import type { CardOrdersRepo, NewCardOrder } from "./card-orders-repo.ts";
import { firstChargeCents, type CardPurpose } from "./card-products.ts";
import type { MaxpaySettings } from "./maxpay-settings.ts";
import { buildPaymentSession } from "./payment-session.ts";

export interface CardCheckoutDeps {
  maxpay: MaxpaySettings;
  sandbox: boolean;
  publicOrigin: string;
  availability: CardAvailability;
  orders: CardOrdersRepo;
  subscriptions: SubscriptionsService;
  users: Users;
  confirmations: Pick<OrderConfirmations, "recordOrder">;
  clock: Clock;
  /** Writes the audit row of the administrator's test payment, in the order's transaction. */
  auditTestPayment: (executor: Kysely<Database>, order: NewCardOrder, ip: string) => Promise<void>;
}

/** Unguessable, so that knowing one order reference says nothing about another. */
function newOrderReference(): string {
  return `mp_${randomBytes(16).toString("hex")}`;
}

/** An address the client asked for, if it is one of our own pages; never an open redirect. */
function ownAddress(publicOrigin: string, address: string | undefined, fallback: string): string {
  if (!address) return fallback;
  try {
    const url = new URL(address, publicOrigin);
    return url.origin === publicOrigin ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** Opening a card payment: the rules before a buyer may see the hosted payment page. */
export function createCardCheckout(deps: CardCheckoutDeps) {
  const { publicOrigin } = deps;

  return {
    async start(
      userId: number,
      purpose: CardPurpose,
      requested: { returnUrl?: string; cancelUrl?: string; ip?: string; earlyStartConsent?: boolean | undefined } = {},
    ): Promise<CardPaymentSession> {
      if (!(await deps.availability.enabled())) throw new HttpError(403, cardPaymentMessages.disabled);
      if (purpose === "subscription" && (await deps.subscriptions.currentFor(userId))) {
        throw new HttpError(409, cardPaymentMessages.alreadyMember);
      }
      // § 356 Abs. 4, § 357a Abs. 2 BGB: the membership starts during the withdrawal period
      // only on the buyer's express request, given in the order step (docs/decisions/0022).
      if (purpose === "subscription" && requested.earlyStartConsent !== true) {
        throw new HttpError(400, consentRequiredMessage);
      }
      const user = await deps.users.findById(userId);
      if (!user) throw new HttpError(400, paymentMessages.userIdInvalid);
      const orderReference = newOrderReference();
      const order: NewCardOrder = {
        orderReference,
        userId,
        purpose,
        amountCents: firstChargeCents(purpose),
        currency: premiumPlan.currency,
        now: deps.clock.now(),
      };
      // The test payment is an administrative action and is audited like every other one.
      await deps.orders.insert(
        order,
        purpose === "test" ? (executor) => deps.auditTestPayment(executor, order, requested.ip ?? "") : undefined,
      );
      // The membership's order, with the consent the route checked; the test payment is none.
      const orderNumber =
        purpose === "subscription"
          ? await deps.confirmations.recordOrder({
              orderKey: orderKeys.maxpaySubscription(orderReference),
              userId,
              kind: "membership",
            })
          : null;
      const testPage = `${publicOrigin}/admin-maxpay-test`;
      const session = buildPaymentSession({
        publicKey: deps.maxpay.publicKey,
        privateKey: deps.maxpay.privateKey,
        paymentUrl: deps.maxpay.paymentUrl,
        sandbox: deps.sandbox,
        publicOrigin,
        userId,
        email: user.email,
        orderReference,
        purpose,
        // The test payment comes back to the admin page that started it.
        ...(purpose === "test"
          ? {
              returnTo: {
                success: ownAddress(publicOrigin, requested.returnUrl, `${testPage}?result=success`),
                decline: ownAddress(publicOrigin, requested.cancelUrl, `${testPage}?result=cancel`),
                back: testPage,
              },
            }
          : {}),
      });
      return { ...session, orderNumber };
    },
  };
}

export type CardCheckout = ReturnType<typeof createCardCheckout>;
