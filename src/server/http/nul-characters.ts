import type { FastifyInstance } from "fastify";
import { HttpError, messages } from "./http-error.ts";

// PostgreSQL cannot store U+0000 in text: a request carrying one reached the database and failed
// there with 500. No field of the portal has a use for it, so it is refused before validation.

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  // Provider callbacks keep their raw bytes for the signature check; those are not text fields.
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, field]) => key.includes("\u0000") || containsNul(field));
}

/** Refuses a body, query or path parameter with U+0000 in any key or text with a German 400. */
export function registerNulRefusal(app: FastifyInstance): void {
  // A callback, not a promise: it runs for every request (docs/decisions/0052).
  app.addHook("preValidation", (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return done(new HttpError(400, messages.nulCharacter));
    }
    done();
  });
}
