import { request as httpRequest, type Agent as HttpAgent, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest, type Agent as HttpsAgent } from "node:https";

/**
 * One request as a client elsewhere would send it: over HTTP or HTTPS (through the reverse
 * proxy, trusting its certificate through the agent), from a loopback address of its own.
 * 127.0.0.0/8 is all loopback on Linux, so each simulated client can bind its connections to
 * another address and the proxy sees it as a client apart.
 */
export interface ClientRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** An https.Agent for https: addresses (it carries the trusted certificate), else an http.Agent. */
  agent: HttpAgent | HttpsAgent;
  /** The client's own address, e.g. 127.1.0.7; the connection is made from it. */
  localAddress?: string;
  timeoutMs?: number;
  /** Keep the body (tests); a benchmark only reads it to its end. */
  keepBody?: boolean;
  /**
   * Send the body only after "100 Continue": a proxy that refuses the request by its headers
   * answers at once, instead of closing the connection under a body still being written.
   */
  expectContinue?: boolean;
}

export interface ClientAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header lines as they came, name and value alternating: shows a header sent twice. */
  rawHeaders: string[];
  body: Buffer;
  /** Time to the last byte of the answer. */
  ms: number;
}

export function clientRequest(url: string, options: ClientRequest): Promise<ClientAnswer> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const { method = "GET", body, agent, localAddress, timeoutMs = 30_000, keepBody = false } = options;
  const headers = options.expectContinue ? { ...options.headers, expect: "100-continue" } : (options.headers ?? {});
  const started = performance.now();
  return new Promise<ClientAnswer>((resolve, reject) => {
    const req = send(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: target.pathname + target.search,
        headers: body === undefined ? headers : { "content-length": String(Buffer.byteLength(body)), ...headers },
        agent,
        localAddress,
        timeout: timeoutMs,
      },
      (res) => {
        // Refused before "100 Continue": the body is never sent, so the connection cannot be reused.
        if (!sent) res.on("end", () => req.destroy());
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          if (keepBody) chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`Zeitüberschreitung (${timeoutMs / 1000} s)`)));
    req.on("error", reject);
    let sent = !options.expectContinue;
    if (sent) req.end(body);
    else
      req.on("continue", () => {
        sent = true;
        req.end(body);
      });
  });
}

/** The n-th address of a /16 inside 127.0.0.0/8, e.g. (1, 258) → 127.1.1.2; n below 65 536. */
export function loopbackAddress(network: number, n: number): string {
  return `127.${network}.${(n >> 8) & 255}.${n & 255}`;
}
