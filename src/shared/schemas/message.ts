import { z } from "zod";

/**
 * Every error answers one German sentence and nothing else (architecture section 4), and a few
 * confirmations do the same. Response schemas list it for the error codes a route answers.
 */
export const messageResponseSchema = z
  .object({ message: z.string() })
  .describe("Eine Meldung auf Deutsch, die der Browser so anzeigen kann");
export type MessageResponse = z.output<typeof messageResponseSchema>;

type StatusCode = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/** The `{ message }` answer for each of the given status codes, for a route's `response`. */
export function messageResponses<const C extends StatusCode>(...codes: C[]): Record<C, typeof messageResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, messageResponseSchema])) as Record<
    C,
    typeof messageResponseSchema
  >;
}
