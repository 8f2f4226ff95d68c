import { ApiRequestError } from "../../../lib/api-client.ts";

/** The server's own German words when it gave any, else a general German sentence. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && !(error instanceof ApiRequestError)) return error.message;
  return fallback;
}
