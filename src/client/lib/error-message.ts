import { ApiRequestError, NetworkError } from "./api-client.ts";

/** The sentence that closes a failure a person can do nothing about but try again. */
export const tryLater = "Bitte versuchen Sie es später erneut.";

/**
 * What a person is told about a failure: the server's own German words when it gave any, "the
 * server is not reachable" when it was never reached, else the caller's fallback (or null, for a
 * caller that words its own). Any other error's message is never shown: it is the browser's
 * English ("Failed to fetch") or a status text.
 */
export function errorMessageOf(error: unknown): string | null;
export function errorMessageOf(error: unknown, fallback: string): string;
export function errorMessageOf(error: unknown, fallback: string | null = null): string | null {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return error.message;
  return fallback;
}
