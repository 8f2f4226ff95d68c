import { z } from "zod";
import type { MaxpaySettings } from "./maxpay-settings.ts";
import {
  apiResultChecksum,
  fieldsSignature,
  signaturesMatch,
  type SignableValue,
} from "../../../../protocols/maxpay.ts";

export class MaxpayApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "MaxpayApiError";
    this.status = status;
  }
}

const answerSchema = z.object({
  requestSuccess: z.boolean(),
  description: z.string().optional(),
  payload: z.record(z.string(), z.unknown()).optional(),
});

export type MerchantApiAnswer = z.infer<typeof answerSchema>;

const timeoutMs = 15_000;

/**
 * Maxpay's merchant API (api/cancel, api/cancel_post_trial, api/extended_refund, ...): signed
 * form posts answered with {requestSuccess, description, payload}. The payload's checkSum,
 * when present, proves the answer came from Maxpay.
 */
export function createMerchantApi(settings: Pick<MaxpaySettings, "apiBase" | "publicKey" | "privateKey">) {
  async function call(operation: string, fields: Record<string, string>): Promise<MerchantApiAnswer> {
    const body = { ...fields, publicKey: settings.publicKey };
    const form = new URLSearchParams({ ...body, signature: fieldsSignature(body, settings.privateKey) });
    const response = await fetch(`${settings.apiBase}/api/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new MaxpayApiError(`Maxpay ${operation} answered HTTP ${response.status}`, response.status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MaxpayApiError(`Maxpay ${operation} answered no JSON`, response.status);
    }
    const answer = answerSchema.safeParse(json);
    if (!answer.success) throw new MaxpayApiError(`Maxpay ${operation} answered an unknown shape`, response.status);
    const payload = answer.data.payload as Record<string, SignableValue> | undefined;
    const checkSum = payload?.checkSum;
    if (
      payload &&
      typeof checkSum === "string" &&
      !signaturesMatch(apiResultChecksum(payload, settings.privateKey), checkSum)
    ) {
      throw new MaxpayApiError(`Maxpay ${operation} answer has a wrong checkSum`, response.status);
    }
    return answer.data;
  }

  return {
    call,
    /** Stops a subscription: no further rebills. */
    cancelSubscription: (uniqueUserId: string, transactionId: string) =>
      call("cancel", { uniqueUserId, transactionId }),
  };
}

export type MerchantApi = ReturnType<typeof createMerchantApi>;
