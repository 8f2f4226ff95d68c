import type { QueryFunction } from "@tanstack/react-query";
import { sessionSettled } from "./auth/session-end.ts";

/** An HTTP failure carrying the status and the best available message. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The message field of the JSON body: the server's own words, when it gave any. */
  readonly serverMessage: string | null;
  constructor(status: number, message: string, serverMessage: string | null = null) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** No answer at all (offline, connection refused, aborted): the server was never reached. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("Der Server ist nicht erreichbar.", { cause });
    this.name = "NetworkError";
  }
}

function jsonMessageOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message) {
      return body.message;
    }
  } catch {
    // not JSON
  }
  return null;
}

// The JSON body's message, else the raw text if it says more than the
// status text, else the status text, else "HTTP {status}".
async function errorOf(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => "");
  const serverMessage = text ? jsonMessageOf(text) : null;
  let message = serverMessage;
  if (message === null && text.trim() && text !== res.statusText) message = text;
  return new ApiRequestError(res.status, message ?? (res.statusText || `HTTP ${res.status}`), serverMessage);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await errorOf(res);
}

/**
 * Sends cookies always; a JSON body and its content type only when there is a body. A request
 * that gets no answer fails with a NetworkError, one that gets an error answer with an
 * ApiRequestError.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Reads use the first element of the query key as the URL; a 401 throws or yields null.
 * `onAnswer` sees every successful answer before its data is handed on (its headers).
 */
export function getQueryFn<T>(options: {
  on401: "throw" | "returnNull";
  onAnswer?: (url: string, res: Response) => void;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    // A read that waited for the session to end is not sent when its query was removed
    // meanwhile (lib/auth/session-end.ts).
    await sessionSettled();
    // Not signal.throwIfAborted(): the supported browsers include some from before it (vite.config.ts).
    if (signal.aborted) throw new DOMException("Die Anfrage wurde abgebrochen.", "AbortError");
    // The signal lets a cancelled query (for example at logout) abort its request.
    const url = String(queryKey[0]);
    const res = await fetch(url, { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    const data = (await res.json()) as T;
    options.onAnswer?.(url, res);
    return data;
  };
}
