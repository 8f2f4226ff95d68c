import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "./http-error.ts";

// Fastify answers a few errors itself, before any route or error handler runs, with English
// bodies. These two replace them, so that every answer is { message } in German.

/** Errors of the router: a URL it cannot decode, a path parameter that is too long. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL") {
    void reply.code(400).send({ message: messages.badUrl });
    return;
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.code(414).send({ message: messages.urlTooLong });
    return;
  }
  request.log.error({ err: error }, "framework error");
  void reply.code(500).send({ message: messages.internal });
}

function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, messages.requestTimeout];
  if (code === "HPE_HEADER_OVERFLOW") return [431, messages.headersTooLarge];
  return [400, messages.badRequest];
}

/**
 * Requests Node's HTTP parser refuses (malformed, headers too large, too slow) never reach
 * Fastify; the socket gets this answer and is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error.code);
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
