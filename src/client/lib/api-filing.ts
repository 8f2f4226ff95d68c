import { ApiRequestError, NetworkError, apiRequest } from "./api-client.ts";

// A form that files something (a cancellation, a mail, a payment) sends an Idempotency-Key: the
// server files once per key and answers a repeat with the first answer (docs/decisions/0023).
// One submission keeps its key while it is under way and after it failed without an answer from
// the portal (offline, server error), so a double click or a retry of the same form is the same
// filing; once the portal has answered, the next submission of the form is a new one.

const openSubmissions = new Map<string, string>();

/** A random UUID, also where crypto.randomUUID is missing (pages served over plain HTTP). */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function answeredByPortal(error: unknown): boolean {
  if (error instanceof NetworkError) return false;
  return !(error instanceof ApiRequestError && error.status >= 500);
}

/** apiRequest for a form that files something: the same submission carries the same key. */
export async function fileRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const submission = `${method} ${url} ${JSON.stringify(body ?? null)}`;
  const key = openSubmissions.get(submission) ?? newKey();
  openSubmissions.set(submission, key);
  try {
    const answer = await apiRequest<T>(method, url, body, { "Idempotency-Key": key });
    openSubmissions.delete(submission);
    return answer;
  } catch (error) {
    if (answeredByPortal(error)) openSubmissions.delete(submission);
    throw error;
  }
}
