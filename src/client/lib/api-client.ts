import type { QueryFunction } from "@tanstack/react-query";

/** An HTTP failure carrying the status and the best available message (spec section 8). */
export class ApiRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
  }
}

// Spec section 8: the JSON body's message, else the raw text if it says more than the
// status text, else the status text, else "HTTP {status}".
async function errorMessageOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  if (text) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message) {
        return body.message;
      }
    } catch {
      // not JSON: fall through to the raw text
    }
    if (text.trim() && text !== res.statusText) return text;
  }
  return res.statusText || `HTTP ${res.status}`;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiRequestError(res.status, await errorMessageOf(res));
}

/** Sends cookies always; a JSON body and its content type only when there is a body. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Reads use the first element of the query key as the URL; a 401 throws or yields null. */
export function getQueryFn<T>(options: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
