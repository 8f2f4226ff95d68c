import { freePort } from "../../scripts/free-port.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

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
