import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";

// Answers Fastify and Node give before any route runs, seen on a real socket as a client sees them.

async function open(origin: string): Promise<Socket> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  return socket;
}

/** Everything the server sends until it closes the connection, split into head and body. */
async function answer(socket: Socket): Promise<{ status: number; headers: string; body: string }> {
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  await once(socket, "close");
  const raw = Buffer.concat(chunks).toString("utf8");
  const [headers = "", body = ""] = raw.split("\r\n\r\n");
  return { status: Number(headers.split(" ")[1]), headers, body };
}

const german = (message: string) => ({ message });

describe("answers before any route runs", () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  it("refuses a request Node cannot parse with German JSON", async () => {
    const socket = await open(t.origin);
    socket.write("KAPUTT\r\n\r\n");
    const res = await answer(socket);
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual(german("Die Anfrage ist ungültig."));
  });

  it("refuses oversized headers with German JSON", async () => {
    const socket = await open(t.origin);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Gross: ${"a".repeat(20 * 1024)}\r\n\r\n`);
    const res = await answer(socket);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(german("Die Kopfzeilen der Anfrage sind zu groß."));
  });
});

describe("while shutting down", () => {
  it("answers a request that arrives on an open connection with the German 503 and closes it", async () => {
    const t = await createListeningTestApp();
    try {
      const socket = await open(t.origin);
      // The request has begun, so the connection is not idle and stays open through close().
      socket.write("GET /api/health HTTP/1.1\r\nHost: portal.test\r\n");
      await sleep(50);
      const closed = t.app.close();
      await sleep(100);
      socket.write("\r\n");
      const res = await answer(socket);
      await closed;
      expect(res.status).toBe(503);
      expect(res.headers).toMatch(/connection: close/i);
      expect(JSON.parse(res.body)).toEqual(
        german("Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut."),
      );
    } finally {
      await t.database.dispose();
    }
  });
});
