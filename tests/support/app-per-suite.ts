import { afterAll, beforeAll } from "vitest";

/**
 * Starts one app before the tests of the file or suite this is called in and closes it after
 * them; `keep` receives the app once it is started.
 */
export function appPerSuite<App extends { close(): Promise<void> }>(
  start: () => Promise<App>,
  keep: (app: App) => void,
): void {
  let app: App | undefined;
  beforeAll(async () => {
    app = await start();
    keep(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}
