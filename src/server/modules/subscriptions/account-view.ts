import type { User } from "../../../shared/schemas/users.ts";
import { HttpError } from "../../http/http-error.ts";
import type { UserAccount, Users } from "../users/index.ts";
import { birthDateStanding, userMessages } from "../users/index.ts";
import type { SubscriptionsService } from "./service.ts";

type CurrentSubscription = Awaited<ReturnType<SubscriptionsService["currentFor"]>>;

/** The user as the API shows it, with the membership that gives access now; never the password hash. */
export function accountOf(
  user: UserAccount,
  subscription: CurrentSubscription,
  subscriptions: Pick<SubscriptionsService, "view">,
): User {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    hasActiveSubscription: subscription !== undefined,
    subscription: subscription ? subscriptions.view(subscription) : null,
    ...birthDateStanding(user),
  };
}

/** The user as the API shows it; never the password hash. 404 for an unknown id. */
export function createAccountView(deps: {
  users: Pick<Users, "findById">;
  subscriptions: SubscriptionsService;
}): (userId: number) => Promise<User> {
  return async (userId) => {
    const user = await deps.users.findById(userId);
    if (!user) throw new HttpError(404, userMessages.notFound);
    return accountOf(user, await deps.subscriptions.currentFor(userId), deps.subscriptions);
  };
}
