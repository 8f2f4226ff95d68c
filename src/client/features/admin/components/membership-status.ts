import type { AdminUser } from "../../../../shared/schemas/admin.ts";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";

/** The membership column: Aktiv, Gekündigt – Zugang bis …, or keine. */
export function membershipStatusText(user: AdminUser): string {
  const subscription = user.subscription;
  if (!subscription) return "keine";
  if (subscription.status === "cancelled") return `Gekündigt – Zugang bis ${formatBerlinDate(subscription.endDate)}`;
  return "Aktiv";
}
