import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";

// Long addresses get the same answers as short ones: an unknown page the client's 404 page, an
// unknown API path the JSON 404, until the address no longer fits Node's limit for the request
// head (16 KiB); then 414 in German.

const kib = 1024;
const notFoundApi = { message: "Diese Schnittstelle existiert nicht." };
const urlTooLong = { message: "Die Adresse der Anfrage ist zu lang." };

/** Sends the request head in the given pieces, one after another, and reads the answer to its end. */
async function rawRequest(origin: string, pieces: string[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  const closed = once(socket, "close");
  for (const piece of pieces) {
    socket.write(piece);
    // Lets the server parse each piece on its own, as when a slow client sends them.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await closed;
  const raw = Buffer.concat(chunks).toString("utf8");
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body };
}

const head = (path: string) => `GET ${path} HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`;

describe("long addresses", () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, method: "GET" | "HEAD" = "GET") => t.app.inject({ method, url });

  it.each([4 * kib, 8 * kib, 16 * kib, 64 * kib])(
    "answer an unknown page of %i characters with the 404 page",
    async (size) => {
      for (const path of [`/${"a".repeat(size)}`, `/x/${"b/".repeat(size / 2)}`, `/assets/${"c".repeat(size)}.js`]) {
        const res = await get(path);
        expect(res.statusCode, path.slice(0, 20)).toBe(404);
        expect(res.headers["content-type"]).toContain("text/html");
        expect(res.body).toContain("<div id=root>");
        expect((await get(path, "HEAD")).statusCode).toBe(404);
      }
    },
  );

  it.each([4 * kib, 8 * kib, 16 * kib])(
    "answer an unknown API path of %i characters with the JSON 404",
    async (size) => {
      for (const path of [`/api/${"a".repeat(size)}`, `/api/x/${"b/".repeat(size / 2)}`]) {
        const res = await get(path);
        expect(res.statusCode, path.slice(0, 20)).toBe(404);
        expect(res.json()).toEqual(notFoundApi);
      }
    },
  );

  it("answer a known page or API route with a long query as with a short one", async () => {
    const page = await get(`/berater?suche=${"a".repeat(16 * kib)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<div id=root>");
    const list = await get(`/api/consultants?x=${"a".repeat(16 * kib)}`);
    expect(list.statusCode).toBe(200);
    const checked = await get(`/api/horoscopes?month=${"1".repeat(16 * kib)}`);
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual({ message: "Bitte geben Sie einen Monat als JJJJ-MM an." });
  });

  it("answer a path parameter longer than the router takes with 414 in German", async () => {
    const res = await get(`/api/users/${"1".repeat(4 * kib)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(urlTooLong);
  });

  it("answer over a real connection up to Node's limit for the request head", async () => {
    for (const size of [4 * kib, 8 * kib, 16_000]) {
      const page = await rawRequest(t.origin, [head(`/${"a".repeat(size)}`)]);
      expect(page.status, `page of ${size}`).toBe(404);
      expect(page.body).toContain("<div id=root>");
      const api = await rawRequest(t.origin, [head(`/api/${"a".repeat(size)}`)]);
      expect(api.status, `API path of ${size}`).toBe(404);
    }
  });

  it("answer an address beyond that limit with 414 in German, sent at once or in pieces", async () => {
    for (const path of [`/${"a".repeat(17 * kib)}`, `/api/${"a".repeat(40 * kib)}`]) {
      const res = await rawRequest(t.origin, [head(path)]);
      expect(res.status, path.slice(0, 20)).toBe(414);
      expect(JSON.parse(res.body)).toEqual(urlTooLong);
    }
    const pieces = await rawRequest(t.origin, [`GET /${"a".repeat(10 * kib)}`, head("a".repeat(10 * kib)).slice(4)]);
    expect(pieces.status).toBe(414);
    expect(JSON.parse(pieces.body)).toEqual(urlTooLong);
  });

  it("still answers oversized headers after a short address with 431", async () => {
    for (const pieces of [
      [`GET / HTTP/1.1\r\nHost: portal.test\r\nX-Gross: ${"a".repeat(17 * kib)}\r\n\r\n`],
      [`GET / HTTP/1.1\r\nHost: portal.test\r\nX-Gross: ${"a".repeat(10 * kib)}`, `${"a".repeat(10 * kib)}\r\n\r\n`],
    ]) {
      const res = await rawRequest(t.origin, pieces);
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({ message: "Die Kopfzeilen der Anfrage sind zu groß." });
    }
  });
});
