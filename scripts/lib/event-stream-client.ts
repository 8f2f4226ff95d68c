import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

/** One event as a browser's EventSource would dispatch it (comments and `retry:` are kept apart). */
export interface StreamEvent {
  event: string;
  data: string;
  /** The last event id after this event (what the browser would send on a reconnect). */
  lastEventId: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface OpenEventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** Comment lines (": ping") so far. */
  comments: string[];
  /** The `retry:` value, when sent. */
  retry: number | null;
  /** The body of a refusal (status not 200). */
  body: string;
  /** Resolves when the server ended the stream (or the connection broke). */
  ended: Promise<void>;
  /** Waits until `count` events of `event` (all, when omitted) have arrived, or fails after `ms`. */
  waitFor(count: number, options?: { event?: string; ms?: number }): Promise<StreamEvent[]>;
  /** As waitFor, and gives the `count`th of them. */
  waitForNth(count: number, options?: { event?: string; ms?: number }): Promise<StreamEvent>;
  close(): void;
}

/**
 * A small client for `text/event-stream`, parsing as the HTML standard's EventSource does (the
 * fields event, data, id, retry; comment lines; CR, LF or CRLF line ends), without reconnecting.
 * `localAddress` picks the client's own address (127.0.0.x), `ca` trusts a self-signed proxy.
 */
export function openEventStream(
  url: string,
  options: { lastEventId?: string; localAddress?: string; ca?: string; headers?: Record<string, string> } = {},
): Promise<OpenEventStream> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: "GET",
        agent: false,
        headers: {
          accept: "text/event-stream",
          ...(options.lastEventId === undefined ? {} : { "last-event-id": options.lastEventId }),
          ...options.headers,
        },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (res) => {
        res.setEncoding("utf8");
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = "";
        let eventType = "";
        let data: string[] = [];
        let lastEventId = "";
        let body = "";
        let endedResolve: () => void = () => {};
        const ended = new Promise<void>((r) => (endedResolve = r));
        const stream: OpenEventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          comments,
          retry: null,
          body: "",
          ended,
          waitFor(count, { event, ms = 5000 } = {}) {
            const matching = () => events.filter((e) => event === undefined || e.event === event);
            return new Promise((done, fail) => {
              const check = () => {
                const found = matching();
                if (found.length < count) return;
                waiters.delete(check);
                clearTimeout(timer);
                done(found);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`waited ${ms} ms for ${count} events, got: ${JSON.stringify(matching())}`));
              }, ms);
              waiters.add(check);
              check();
            });
          },
          async waitForNth(count, waitOptions) {
            const found = (await stream.waitFor(count, waitOptions))[count - 1];
            if (!found) throw new Error(`no event number ${count}`);
            return found;
          },
          close: () => req.destroy(),
        };
        const line = (text: string) => {
          if (text === "") {
            if (data.length) {
              events.push({ event: eventType || "message", data: data.join("\n"), lastEventId, at: performance.now() });
              for (const waiter of [...waiters]) waiter();
            }
            eventType = "";
            data = [];
            return;
          }
          if (text.startsWith(":")) {
            comments.push(text);
            return;
          }
          const colon = text.indexOf(":");
          const field = colon === -1 ? text : text.slice(0, colon);
          let value = colon === -1 ? "" : text.slice(colon + 1);
          if (value.startsWith(" ")) value = value.slice(1);
          if (field === "event") eventType = value;
          else if (field === "data") data.push(value);
          else if (field === "id" && !value.includes("\0")) lastEventId = value;
          else if (field === "retry" && /^\d+$/.test(value)) stream.retry = Number(value);
        };
        res.on("data", (chunk: string) => {
          if (res.statusCode !== 200) {
            body += chunk;
            return;
          }
          buffer += chunk;
          const parts = buffer.split(/\r\n|\r|\n/);
          buffer = parts.pop() ?? "";
          for (const part of parts) line(part);
        });
        const finish = () => {
          stream.body = body;
          endedResolve();
        };
        res.on("end", finish);
        res.on("close", finish);
        res.on("error", finish);
        if (res.statusCode !== 200) {
          res.on("end", () => resolve(stream));
          return;
        }
        resolve(stream);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
