// The pieces of the account's spending that several pages show; one module, so that a page
// needing any of them loads them in one file.
import { CirclePause } from "lucide-react";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Link } from "../../lib/navigation.tsx";
import { cn } from "../../lib/cn.ts";
import { useSpending } from "./get-spending.ts";
import { blockedSentence, defaultLimitSentence } from "./spending-texts.ts";

/**
 * How much of a limit is spent, as a bar drawn in CSS. The figures stand beside it in words, so
 * the bar itself is hidden from screen readers. Without a limit it shows nothing.
 */
export function SpendingBar({ spent, limit, className }: { spent: number; limit: number | null; className?: string }) {
  if (limit === null || limit <= 0) return null;
  const share = Math.min(1, Math.max(0, spent / limit));
  return (
    <div aria-hidden="true" className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}>
      <div
        className={cn("h-full rounded-full", share >= 1 ? "bg-destructive" : share >= 0.8 ? "bg-gold" : "bg-primary")}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}

const linkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * While the account is paused or at its limit: one calm sentence with the date, on /profile,
 * /credits and in the order steps. Nothing otherwise, and nothing while the figures load.
 */
export function SpendingBlockedNotice({
  userId,
  withLink = true,
  className,
}: {
  userId: number;
  withLink?: boolean;
  className?: string;
}) {
  const spending = useSpending(userId);
  const sentence = blockedSentence(spending.data?.blocked ?? null);
  if (!sentence) return null;
  return (
    <p role="status" className={cn("flex gap-2 rounded-lg border border-border bg-muted/40 p-4 text-sm", className)}>
      <CirclePause className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        {sentence}
        {withLink ? (
          <>
            {" "}
            <Link to="/ausgabenlimit" className={linkClass}>
              Zum Ausgabenlimit
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}

/**
 * The order step's note: every account starts with a monthly limit, which the buyer can change
 * (the operator's figure from the account's spending view), and the refusal while paused or at
 * the limit. Without an account there is no figure to show, so it says nothing.
 */
export function SpendingOrderNote() {
  const { user } = useAuth();
  return user ? <AccountOrderNote userId={user.id} /> : null;
}

function AccountOrderNote({ userId }: { userId: number }) {
  const spending = useSpending(userId);
  if (!spending.data) return null;
  return (
    <div className="grid gap-2">
      <SpendingBlockedNotice userId={userId} withLink={false} />
      <p className="text-sm text-muted-foreground">
        {defaultLimitSentence(spending.data.defaultMonthlyCents)}{" "}
        <Link to="/ausgabenlimit" className={linkClass}>
          Ausgabenlimit ansehen
        </Link>
      </p>
    </div>
  );
}
