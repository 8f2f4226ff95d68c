import { createListeningTestApp, type ListeningTestApp } from "./listening-app.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

export type WithSmtp<App> = App & { smtp: SmtpSink };

/** Starts an SMTP sink, then the app `start` builds sending mail to it; `close()` stops both. */
export async function withSmtpSink<App extends { close(): Promise<void> }>(
  start: (smtpUrl: string) => Promise<App>,
): Promise<WithSmtp<App>> {
  const smtp = await startSmtpSink();
  const app = await start(smtp.url);
  const closeApp = app.close.bind(app);
  return Object.assign(app, {
    smtp,
    async close() {
      await closeApp();
      await smtp.close();
    },
  });
}

/** The portal on a fresh database (test-app.ts), its mail going to a sink of its own. */
export function createTestAppWithMail(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<WithSmtp<TestApp>> {
  return withSmtpSink((url) => createTestApp({ SMTP_URL: url, ...env }, options));
}

/** The portal listening on a port (listening-app.ts), its mail going to a sink of its own. */
export function createListeningTestAppWithMail(env: Record<string, string> = {}): Promise<WithSmtp<ListeningTestApp>> {
  return withSmtpSink((url) => createListeningTestApp({ SMTP_URL: url, ...env }));
}
