import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface CertServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Requests received. */
  hits(): number;
  /** Body bytes the server managed to hand to the socket before the client went away. */
  bytesSent(): number;
  /** Resolves once the last response has ended or its client disconnected. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export type CertServerBehaviour = "fail" | "stream-huge" | "declare-huge";

const chunk = Buffer.alloc(64 * 1024, "A");
const hugeBytes = 64 * 1024 * 1024;

/**
 * A stand-in for a certificate host on loopback that misbehaves on purpose: it answers 500, or
 * streams a 64 MiB body (with or without announcing its length), and counts what it sent.
 */
export async function startCertServer(behaviour: CertServerBehaviour): Promise<CertServer> {
  let hits = 0;
  let sent = 0;
  let last: Promise<void> = Promise.resolve();

  async function stream(res: ServerResponse): Promise<void> {
    let gone = false;
    let wake = () => {};
    res.on("close", () => {
      gone = true;
      wake();
    });
    res.on("drain", () => wake());
    res.writeHead(200, {
      "content-type": "application/x-pem-file",
      ...(behaviour === "declare-huge" ? { "content-length": String(hugeBytes) } : {}),
    });
    while (!gone && sent < hugeBytes) {
      const more = res.write(chunk);
      sent += chunk.length;
      if (!more) await new Promise<void>((resolve) => (wake = resolve));
    }
    res.end();
  }

  const server = createServer((_req, res) => {
    hits += 1;
    if (behaviour === "fail") {
      res.writeHead(500, { "content-type": "text/plain" }).end("kaputt");
      return;
    }
    last = new Promise((resolve) => {
      res.on("close", () => resolve());
      void stream(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: () => hits,
    bytesSent: () => sent,
    settled: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
