import type { CardPaymentSession } from "../../../../shared/schemas/card-payments.ts";
import { productFor, type CardPurpose } from "./card-products.ts";
import { fieldsSignature } from "../../../../protocols/maxpay.ts";

/** The custom parameter that carries our order reference through every callback, renewals included. */
export const orderReferenceParam = "custom_order_reference";

export interface SessionInput {
  publicKey: string;
  privateKey: string;
  paymentUrl: string;
  sandbox: boolean;
  publicOrigin: string;
  userId: number;
  email: string | null;
  orderReference: string;
  purpose: CardPurpose;
  /** Where the buyer returns to (our own origin only); the subscription pages when absent. */
  returnTo?: { success: string; decline: string; back: string };
}

function withQuery(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * The signed form the browser posts to Maxpay's hosted payment page. `customproduct` is
 * signed as the exact JSON string that is posted. The return addresses are only where the
 * buyer lands: access follows the signed callback alone.
 */
export function buildPaymentSession(input: SessionInput): CardPaymentSession {
  const { publicOrigin, orderReference, userId } = input;
  const returnTo = input.returnTo ?? {
    success: `${publicOrigin}/subscription/success`,
    decline: `${publicOrigin}/subscription/cancel`,
    back: `${publicOrigin}/subscribe`,
  };
  const fields: Record<string, string> = {
    key: input.publicKey,
    uniqueuserid: String(userId),
    uniqueTransactionId: orderReference,
    customproduct: JSON.stringify([productFor(input.purpose)]),
    locale: "de-DE",
    success_url: withQuery(returnTo.success, {
      provider: "maxpay",
      order_reference: orderReference,
      user_id: String(userId),
    }),
    decline_url: withQuery(returnTo.decline, { provider: "maxpay", order_reference: orderReference }),
    backUrl: returnTo.back,
    [orderReferenceParam]: orderReference,
    ...(input.email ? { email: input.email } : {}),
  };
  fields.signature = fieldsSignature(fields, input.privateKey);
  return {
    sessionData: fields,
    paymentUrl: input.paymentUrl,
    sandboxUrl: input.sandbox ? input.paymentUrl : null,
    orderReference,
  };
}
