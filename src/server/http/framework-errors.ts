import { maxHeaderSize, STATUS_CODES } from "node:http";
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

type ClientError = Error & { code?: string; rawPacket?: unknown };

const requestLineStart = /^[A-Z]+ \S/;
const requestLineEnd = / HTTP\/\d\.\d\r?$/;

/**
 * Node counts the request line and the headers against one limit (maxHeaderSize, 16 KiB). The
 * address is what is too long when the line that overflowed it is the request line: the packet
 * Node was parsing starts the request and its first line alone reaches the limit, or it
 * continues a line that ends as the request line does (" HTTP/1.1").
 */
function isUrlTooLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const text = rawPacket.toString("latin1");
  const lineEnd = text.indexOf("\n");
  const firstLine = lineEnd === -1 ? text : text.slice(0, lineEnd);
  if (requestLineStart.test(text)) return firstLine.length >= maxHeaderSize;
  return lineEnd !== -1 && requestLineEnd.test(firstLine);
}

function clientErrorAnswer(error: ClientError): [number, string] {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, messages.requestTimeout];
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return isUrlTooLong(error.rawPacket) ? [414, messages.urlTooLong] : [431, messages.headersTooLarge];
  }
  return [400, messages.badRequest];
}

/**
 * Requests Node's HTTP parser refuses (malformed, headers too large, too slow) never reach
 * Fastify; the socket gets this answer and is closed.
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error);
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
