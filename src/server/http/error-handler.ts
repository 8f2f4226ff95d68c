import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { databaseUnavailable, HttpError, messages } from "./http-error.ts";

// Fastify's own client errors, translated; their English texts never reach the user.
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
};

/** Every error leaves as `{ message }` in German; 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? messages.badRequest });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = fastifyCodes[error.code] ?? messages.badRequest;
      return reply.code(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of the request or of the code: the database is away, full or locked, and the
      // same request will work again once it is back (db/unavailable.ts, docs/decisions/0024).
      request.log.warn({ err: error }, "database unavailable");
      const answer = databaseUnavailable();
      return reply.code(answer.statusCode).headers(answer.headers).send({ message: answer.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: messages.internal });
  });
}
