import type { z } from "zod";
import { PaypalApiError, PaypalUnreachableError } from "./paypal-errors.ts";
import { errorBodySchema, tokenSchema } from "./paypal-resources.ts";

export interface PaypalHttpSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  now?: () => number;
}

export interface PaypalRequestOptions {
  body?: unknown;
  /** PayPal-Request-Id: PayPal answers a repeated key with the first result instead of acting twice. */
  requestId?: string;
  headers?: Record<string, string>;
}

// A token is renewed this long before PayPal says it expires, so no call races its expiry.
const renewBeforeMs = 5 * 60_000;

async function errorOf(response: Response): Promise<PaypalApiError> {
  const text = await response.text().catch(() => "");
  let parsed: z.infer<typeof errorBodySchema> = {};
  try {
    parsed = errorBodySchema.parse(JSON.parse(text));
  } catch {
    // Not PayPal's error shape (a proxy's HTML page, for instance): the status is all we know.
  }
  return new PaypalApiError(
    response.status,
    parsed.name ?? parsed.error ?? null,
    parsed.details?.[0]?.issue ?? null,
    parsed.debug_id ?? null,
  );
}

/**
 * PayPal's REST API over plain fetch: OAuth2 client credentials with the token cached until
 * shortly before it expires (one token request at a time), Bearer on every call, one retry
 * with a fresh token when PayPal says the token is no longer valid.
 */
export function createPaypalHttp(settings: PaypalHttpSettings) {
  const now = settings.now ?? Date.now;
  const timeoutMs = settings.timeoutMs ?? 20_000;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${settings.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PaypalUnreachableError(`PayPal not reachable: ${path}`, { cause: error });
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const response = await call("/v1/oauth2/token", {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    if (!response.ok) throw await errorOf(response);
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PaypalUnreachableError("PayPal token response not understood");
    const lifetimeMs = parsed.data.expires_in * 1000;
    const expiresAt = now() + (lifetimeMs > 2 * renewBeforeMs ? lifetimeMs - renewBeforeMs : lifetimeMs / 2);
    cached = { token: parsed.data.access_token, expiresAt };
    return parsed.data.access_token;
  }

  function token(): Promise<string> {
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function send(method: string, path: string, options: PaypalRequestOptions): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const accessToken = await token();
      const response = await call(path, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: "application/json",
          prefer: "return=representation",
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...(options.requestId ? { "paypal-request-id": options.requestId } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      if (response.status === 401 && attempt === 1) {
        cached = null;
        await response.body?.cancel();
        continue;
      }
      if (!response.ok) throw await errorOf(response);
      return response;
    }
  }

  return {
    /** A call that answers JSON, read through `schema`. */
    async json<S extends z.ZodType>(
      method: string,
      path: string,
      schema: S,
      options: PaypalRequestOptions = {},
    ): Promise<z.infer<S>> {
      const response = await send(method, path, options);
      const parsed = schema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new PaypalUnreachableError(`PayPal response not understood: ${method} ${path}`);
      return parsed.data;
    },

    /** A call that answers 204 No Content. */
    async empty(method: string, path: string, options: PaypalRequestOptions = {}): Promise<void> {
      const response = await send(method, path, options);
      await response.body?.cancel();
    },
  };
}

export type PaypalHttp = ReturnType<typeof createPaypalHttp>;
