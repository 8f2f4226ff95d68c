import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Mailer } from "../mail/index.ts";
import type { SubscriptionsService } from "../subscriptions/index.ts";
import type { Users } from "../users/index.ts";
import type { Sender } from "./mail-texts.ts";

/** What the declarations' service and the owner's actions are given by the module's face. */
export interface DeclarationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: Users;
  subscriptions: SubscriptionsService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sender: Sender;
  log: FastifyBaseLogger;
}
