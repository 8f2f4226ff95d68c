import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { callbackSignature } from "../../protocols/maxpay.ts";
import type { SandboxProduct } from "./products.ts";
import type { Transaction } from "./state.ts";

export interface CallbackFields {
  transaction: Transaction;
  transactionType: "SALE" | "REFUND";
  uniqueTransactionId: string | null;
  email: string | null;
  product: { productId: string; name: string; amountCents: number; currency: string };
  billToken: string | null;
}

const attempts = 3;

const messagesOf = {
  success: { code: 0, message: "Transaction processed successfully" },
  decline: { code: 1001, message: "Transaction declined by issuer" },
  refunded: { code: 0, message: "Refund processed successfully" },
} as const;

export function productLine(product: SandboxProduct, recurring: boolean) {
  const source = recurring && product.recurring ? product.recurring : null;
  return {
    productId: source?.productId ?? product.productId,
    name: source?.name ?? product.name,
    amountCents: source?.amountCents ?? product.amountCents,
    currency: product.currency,
  };
}

/**
 * Sends callbacks to the portal as Maxpay does: a JSON body with X-Signature =
 * sha256(body + private key), fields as in its docs. A delivery is retried twice on network
 * errors and 5xx; the promise settles once the portal answered (or it was given up).
 */
export function createCallbackSender(deps: { publicOrigin: string; privateKey: string; log: FastifyBaseLogger }) {
  const target = `${deps.publicOrigin}/api/maxpay/callback`;

  function body(fields: CallbackFields): string {
    const { transaction, product } = fields;
    const outcome = messagesOf[transaction.status];
    return JSON.stringify({
      transactionId: transaction.id,
      reference: transaction.reference,
      ...(fields.uniqueTransactionId ? { uniqueTransactionId: fields.uniqueTransactionId } : {}),
      uniqueUserId: transaction.uniqueUserId,
      ...(fields.email ? { email: fields.email } : {}),
      totalAmount: transaction.amountCents / 100,
      currency: transaction.currency,
      transactionType: fields.transactionType,
      status: transaction.status,
      message: outcome.message,
      code: outcome.code,
      productList: [
        {
          productId: product.productId,
          name: product.name,
          amount: product.amountCents / 100,
          currency: product.currency,
        },
      ],
      customParameters: transaction.customParameters,
      ...(fields.billToken ? { billToken: fields.billToken } : {}),
    });
  }

  return async (fields: CallbackFields): Promise<boolean> => {
    const payload = body(fields);
    const headers = { "content-type": "application/json", "x-signature": callbackSignature(payload, deps.privateKey) };
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await fetch(target, {
          method: "POST",
          headers,
          body: payload,
          signal: AbortSignal.timeout(15_000),
        });
        await response.body?.cancel();
        if (response.ok) return true;
        deps.log.warn(
          { transactionId: fields.transaction.id, status: response.status },
          "sandbox Maxpay callback refused",
        );
        if (response.status < 500) return false;
      } catch (error) {
        deps.log.warn({ err: error, transactionId: fields.transaction.id }, "sandbox Maxpay callback not delivered");
      }
      if (attempt < attempts) await sleep(150 * attempt);
    }
    deps.log.error({ transactionId: fields.transaction.id }, "sandbox Maxpay callback given up");
    return false;
  };
}

export type CallbackSender = ReturnType<typeof createCallbackSender>;
