import type { FastifyInstance } from "fastify";
import { apiResultChecksum, fieldsSignature, signaturesMatch } from "../../protocols/maxpay.ts";
import { stringFields } from "./hpp-routes.ts";
import type { MaxpaySandboxCore } from "./core.ts";
import type { MaxpaySandboxState, SandboxSubscription } from "./state.ts";

interface Deps {
  state: MaxpaySandboxState;
  core: MaxpaySandboxCore;
  publicKey: string;
  privateKey: string;
}

type Answer = { requestSuccess: boolean; description?: string; payload?: Record<string, string | number> };

/**
 * Maxpay's merchant API: signed form posts, answered with
 * {requestSuccess, description, payload} where the payload carries a checkSum.
 */
export function merchantApiRoutes(app: FastifyInstance, deps: Deps): void {
  const { state, core } = deps;
  const failed = (description: string): Answer => ({ requestSuccess: false, description });
  const succeeded = (payload: Record<string, string | number>): Answer => ({
    requestSuccess: true,
    payload: { ...payload, checkSum: apiResultChecksum(payload, deps.privateKey) },
  });

  function verified(body: unknown): Record<string, string> | null {
    const fields = stringFields(body);
    if (fields.publicKey !== deps.publicKey) return null;
    return signaturesMatch(fieldsSignature(fields, deps.privateKey), fields.signature) ? fields : null;
  }

  function cancelled(sub: SandboxSubscription): Answer {
    core.cancel(sub);
    return succeeded({ transactionId: sub.transactionId, uniqueUserId: sub.uniqueUserId, status: "cancelled" });
  }

  function signedRoute(operation: string, handle: (fields: Record<string, string>) => Answer | Promise<Answer>): void {
    app.post(`/api/${operation}`, async (request) => {
      const fields = verified(request.body);
      if (!fields) return failed("Invalid public key or signature");
      return handle(fields);
    });
  }

  // Cancelling twice answers the same success: the merchant may retry after a lost answer.
  signedRoute("cancel", (fields) => {
    const sub = state.subscriptions.get(fields.transactionId ?? "");
    if (!sub || sub.uniqueUserId !== fields.uniqueUserId) return failed("Subscription not found");
    return cancelled(sub);
  });

  signedRoute("cancel_post_trial", (fields) => {
    const sub = state.subscriptions.get(fields.transactionId ?? "");
    return sub ? cancelled(sub) : failed("Subscription not found");
  });

  signedRoute("extended_refund", async (fields) => {
    const original = state.transactions.get(fields.transactionId ?? "");
    const cents = Math.round(Number(fields.amount) * 100);
    if (!original || original.status === "decline") return failed("Transaction not found");
    if (!Number.isInteger(cents) || cents <= 0 || cents > original.amountCents - original.refundedCents) {
      return failed("Invalid refund amount");
    }
    if (fields.currency !== original.currency) return failed("Invalid currency");
    const refund = await core.refund(original, cents);
    return succeeded({
      transactionId: refund.id,
      parentTransactionId: original.id,
      amount: cents / 100,
      currency: refund.currency,
      status: "refunded",
    });
  });

  signedRoute("rebilling", async (fields) => {
    const sub = state.subscriptionByBillToken(fields.rebillToken ?? "");
    if (!sub || sub.uniqueUserId !== fields.uniqueUserId) return failed("Invalid rebill token");
    const charge = await core.rebill(sub);
    return succeeded({
      transactionId: charge.id,
      amount: charge.amountCents / 100,
      currency: charge.currency,
      status: "success",
    });
  });
}
