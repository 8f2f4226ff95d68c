import { createServer } from "node:net";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A port nothing listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface ListeningTestApp extends TestApp {
  origin: string;
}

/**
 * The portal listening on a real port, its public origin pointing at itself: the payment
 * clients then reach the sandbox emulators over real HTTP, and the emulators deliver their
 * webhooks and callbacks back to it, as in production. Use `createAgent(app, { origin })`.
 */
export async function createListeningTestApp(env: Record<string, string> = {}): Promise<ListeningTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ PUBLIC_ORIGIN: origin, HOST: "127.0.0.1", PORT: String(port), ...env });
  await testApp.app.listen({ port, host: "127.0.0.1" });
  return { ...testApp, origin };
}
