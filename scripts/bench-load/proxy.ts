import { Agent, createServer, request, type Server } from "node:http";

/**
 * A small reverse proxy in front of several server processes, as a load balancer would be:
 * requests go round-robin, and each carries X-Forwarded-For with the address the proxy saw
 * appended (the servers trust it through TRUST_PROXY=loopback).
 */
export function startProxy(port: number, backends: string[]): Promise<{ close: () => Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = new URL(backends[next++ % backends.length] ?? "");
    const forwarded = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwarded },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "application/json" });
      outgoing.end('{"message":"Server nicht erreichbar."}');
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
