import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { createMailer } from "./mailer.ts";

export type { Mailer, MailMessage } from "./mailer.ts";

/** Outgoing mail, over SMTP or into the outbox folder; closed with the app. */
export function createMailModule(deps: { settings: AppConfig["mail"]; log: FastifyBaseLogger }) {
  const mailer = createMailer(deps.settings, deps.log);
  const plugin = modulePlugin(async (app: FastifyInstance) => {
    app.addHook("onClose", async () => mailer.close());
  });
  return { mailer, plugin };
}
