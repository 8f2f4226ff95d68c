import { ApiRequestError, NetworkError } from "../../lib/api-client.ts";

/** The server's own explanation of a failure, or what the browser knows: no connection. */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiRequestError) return error.serverMessage;
  if (error instanceof NetworkError) return error.message;
  return null;
}
