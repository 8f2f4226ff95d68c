import { isDatabaseUnavailable } from "../../../db/unavailable.ts";
import { databaseUnavailable, HttpError } from "../../../http/http-error.ts";

export const paypalMessages = {
  unreachable: "Die Verbindung zu PayPal konnte nicht hergestellt werden.",
  createFailed: "Bei der Erstellung des Abonnements ist ein Fehler aufgetreten.",
  processingFailed: "Bei der Verarbeitung ist ein Fehler aufgetreten.",
  notConfigured: "PayPal ist derzeit nicht verfügbar.",
} as const;

/** PayPal answered with an error body ({name, message, debug_id, details[].issue}). */
export class PaypalApiError extends Error {
  readonly status: number;
  readonly errorName: string | null;
  readonly issue: string | null;
  readonly debugId: string | null;
  constructor(status: number, errorName: string | null, issue: string | null, debugId: string | null) {
    super(`PayPal answered ${status} ${errorName ?? ""} ${issue ?? ""}`.trim());
    this.name = "PaypalApiError";
    this.status = status;
    this.errorName = errorName;
    this.issue = issue;
    this.debugId = debugId;
  }
}

/** PayPal could not be reached, or answered something that is not its contract. */
export class PaypalUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaypalUnreachableError";
  }
}

export function isPaypalNotFound(error: unknown): boolean {
  return error instanceof PaypalApiError && (error.status === 404 || error.issue === "INVALID_RESOURCE_ID");
}

/**
 * What the browser may learn about a PayPal failure: a German sentence and 502. Outages and
 * PayPal's own 5xx say "no connection"; a refused request says that the operation failed.
 * PayPal's names, issues and debug ids go to the log only. The steps around a PayPal call also
 * read our own database (the stored plan id); when that is away the answer is its 503, not a
 * PayPal outage that did not happen.
 */
export function paypalHttpError(error: unknown, refusedMessage: string): HttpError {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (error instanceof PaypalApiError && error.status < 500) return new HttpError(502, refusedMessage);
  return new HttpError(502, paypalMessages.unreachable);
}
