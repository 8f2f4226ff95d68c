import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { confirmedOnly, type AddressConfirmed } from "./confirmed-only.ts";
import { createMailer } from "./mailer.ts";

export type { Mailer, MailMessage } from "./mailer.ts";
export { mailKinds, needsConfirmedAddress, type MailKind } from "./mail-kinds.ts";

/**
 * Outgoing mail, over SMTP or into the outbox folder; closed with the app. Mails that need a
 * confirmed address go only to one (mail-kinds.ts, docs/decisions/0051).
 */
export function createMailModule(deps: {
  settings: AppConfig["mail"];
  log: FastifyBaseLogger;
  addressConfirmed: AddressConfirmed;
}) {
  const mailer = confirmedOnly(createMailer(deps.settings, deps.log), deps.addressConfirmed, deps.log);
  const plugin = modulePlugin(async (app: FastifyInstance) => {
    app.addHook("onClose", async () => mailer.close());
  });
  return { mailer, plugin };
}
