import type { AdminUser } from "../../../../shared/schemas/admin.ts";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";

/**
 * How the administrator sees an account its owner deleted, or whose deletion waits for the end
 * of the membership: nothing of it can be changed any more (docs/decisions/0037). Null for a
 * live account.
 */
export function deletionStateText(user: Pick<AdminUser, "deletedAt" | "deletionRequestedAt">): string | null {
  if (user.deletedAt) return `gelöscht am ${formatBerlinDate(user.deletedAt)}`;
  if (user.deletionRequestedAt)
    return `Löschung beantragt am ${formatBerlinDate(user.deletionRequestedAt)}, gelöscht zum Vertragsende`;
  return null;
}
