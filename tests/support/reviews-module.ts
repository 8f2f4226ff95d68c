import type { Kysely } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";
import { createRateLimiter } from "../../src/server/http/rate-limit.ts";
import type { Clock } from "../../src/server/lib/clock.ts";
import { createCallsModule } from "../../src/server/modules/calls/index.ts";
import { createConsultantsModule } from "../../src/server/modules/consultants/index.ts";
import { createReviewsModule } from "../../src/server/modules/reviews/index.ts";
import { createUsersModule } from "../../src/server/modules/users/index.ts";

/** The reviews module on its own, as a process whose clock is `clock` would run it. */
export function reviewsFor(db: Kysely<Database>, clock: Clock) {
  return createReviewsModule({
    db,
    consultants: createConsultantsModule({ db }),
    users: createUsersModule({ db }),
    calls: createCallsModule({ db }),
    rateLimiter: createRateLimiter(db, 1),
    clock,
  });
}
