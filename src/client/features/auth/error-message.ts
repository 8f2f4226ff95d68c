import { ApiRequestError } from "../../lib/api-client.ts";

const TRY_LATER = "Bitte versuchen Sie es später erneut.";

/**
 * The server's own words when it answered; otherwise a German fallback, because a network
 * failure's message is the browser's English ("Failed to fetch").
 */
export function serverMessageOf(error: unknown, fallback = TRY_LATER): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}
