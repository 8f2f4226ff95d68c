import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Mailer } from "../mail/index.ts";
import { createContactRepo } from "./repo.ts";
import { contactRoutes } from "./routes.ts";
import { createContactService } from "./service.ts";

/** The contact form: stores the message and mails it to support, a member's as priority. */
export function createContactModule(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  supportEmail: string;
  brandName: string;
  /** Whether an account has an active membership; passed in, as memberships live in a higher layer. */
  isMember(userId: number): Promise<boolean>;
  log: FastifyBaseLogger;
}) {
  const { db, ...rest } = deps;
  const service = createContactService({ repo: createContactRepo(db), ...rest });
  return { plugin: modulePlugin(async (app) => app.register(contactRoutes(service))) };
}
