import type { ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { formatBerlinDate, formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { formatCallDuration } from "../../../../shared/domain/call-duration.ts";
import { callLineLabel } from "../../../../shared/domain/call-lines.ts";
import { formatCredits, formatCreditsWithEuro, formatSignedCredits } from "../../../../shared/domain/credits.ts";
import type { AdminUserDetail } from "../../../../shared/schemas/admin.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { useAdminUser } from "../api/get-admin-user.ts";
import { AdjustCreditsDialog } from "./adjust-credits-dialog.tsx";
import { CancelSubscriptionAction } from "./cancel-subscription-action.tsx";
import { CreditEntryBadge, creditAmountClass } from "../../../entities/credits/credit-entry-badge.tsx";
import { membershipStatusText } from "./membership-status.ts";
import { ResetPasswordDialog } from "./reset-password-dialog.tsx";
import { ExportUserDataButton } from "./export-user-data-button.tsx";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { deletionStateText } from "./deleted-account.ts";
import { declarationKindLabel, declarationStatusLabel, providerStatusLabel } from "./admin-code-labels.ts";

// The view gives euro amounts; the formatter takes cents.
const euro = (amount: number) => formatEuro(Math.round(amount * 100));

const providerNames: Record<string, string> = { paypal: "PayPal", maxpay: "Kreditkarte (Maxpay)", manual: "Manuell" };
const membershipStatusNames: Record<string, string> = {
  active: "Aktiv",
  cancelled: "Gekündigt",
  expired: "Beendet",
  pending: "Ausstehend",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Memberships({ memberships }: { memberships: AdminUserDetail["memberships"] }) {
  if (memberships.length === 0) return <Empty>Keine Mitgliedschaft.</Empty>;
  return (
    <ul className="grid gap-3">
      {memberships.map((membership) => (
        <li key={membership.id} className="grid gap-2 rounded-lg border border-border p-3">
          <Facts
            items={[
              ["Status", membershipStatusNames[membership.status] ?? membership.status],
              ["Anbieter", providerNames[membership.provider] ?? membership.provider],
              ["Beginn", formatBerlinDate(membership.startDate)],
              ["Nächste Zahlung", formatBerlinDate(membership.nextBillingDate)],
              ["Mindestlaufzeit bis", formatBerlinDate(membership.minimumTermEndDate)],
              ["Zugang bis", formatBerlinDate(membership.accessUntil)],
              ["Gekündigt am", formatBerlinDate(membership.cancelledAt)],
              [
                "Beim Anbieter",
                `${membership.providerStatus ? providerStatusLabel(membership.providerStatus) : "–"}${membership.providerCancelledAt ? `, beendet am ${formatBerlinDate(membership.providerCancelledAt)}` : ""}`,
              ],
            ]}
          />
          {membership.payments.length === 0 ? (
            <Empty>Keine Zahlungen gemeldet.</Empty>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label="Zahlungen">
              {membership.payments.map((payment) => (
                <li key={`${payment.provider}-${payment.paymentId}`} className="flex flex-wrap justify-between gap-2">
                  <span>
                    {formatBerlinDate(payment.paidAt)} · {providerNames[payment.provider] ?? payment.provider}
                  </span>
                  <span className="tabular-nums">
                    {payment.currency === "EUR" ? euro(payment.amount) : `${payment.amount} ${payment.currency}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function DetailBody({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const deletion = deletionStateText(user);
  if (deletion) {
    // The owner deleted the account: it cannot be undone or acted on, and what the law makes us
    // keep of it is restricted (the receipts stay in the receipts' ledger).
    return (
      <p role="status" className="rounded-lg bg-muted/50 p-3 text-sm">
        Konto {user.id}: {deletion}. Es kann nicht wiederhergestellt oder bearbeitet werden.
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <Section title="Persönliche Daten">
        <Facts
          items={[
            ["ID", user.id],
            ["Name", user.name],
            ["Telefon", user.phone],
            ["E-Mail", user.email ?? "–"],
            ["Registriert am", formatBerlinDate(user.createdAt)],
            ["Aktive Sitzungen", detail.activeSessions],
          ]}
        />
      </Section>

      <Section title="Aktionen">
        <div className="grid gap-4 rounded-lg bg-muted/50 p-3">
          {user.subscription?.status === "active" || user.hasActiveSubscription ? (
            <CancelSubscriptionAction userId={user.id} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <ResetPasswordDialog userId={user.id} userName={user.name} />
            <AdjustCreditsDialog userId={user.id} userName={user.name} balance={detail.credits.balance} />
            <ExportUserDataButton userId={user.id} />
          </div>
        </div>
      </Section>

      <Section title="Mitgliedschaft">
        <p className="text-sm">Aktueller Stand: {membershipStatusText(user)}</p>
        <Memberships memberships={detail.memberships} />
      </Section>

      <Section title="Cosmos Credits">
        <Facts
          items={[
            ["Kontostand", formatCreditsWithEuro(detail.credits.balance)],
            ["Für laufende Gespräche reserviert", formatCreditsWithEuro(detail.credits.held)],
          ]}
        />
        {detail.credits.lastTransactions.length === 0 ? (
          <Empty>Keine Buchungen.</Empty>
        ) : (
          <ul className="grid gap-2" aria-label="Letzte Buchungen">
            {detail.credits.lastTransactions.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <CreditEntryBadge type={entry.type} />
                  <span>{entry.description}</span>
                  <span className="text-muted-foreground">{formatBerlinDateTime(entry.createdAt)}</span>
                </span>
                <span className={`font-semibold tabular-nums ${creditAmountClass(entry.type)}`}>
                  {formatSignedCredits(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Anrufe">
        {detail.calls.length === 0 ? (
          <Empty>Keine Anrufe.</Empty>
        ) : (
          <ul className="grid gap-1 text-sm">
            {detail.calls.map((call) => (
              <li key={call.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {formatBerlinDateTime(call.startedAt)} · {call.consultantName ?? "Unbekannt"} ·{" "}
                  {callLineLabel(call.line)}
                </span>
                <span className="tabular-nums">
                  {formatCallDuration(call.durationSeconds)} ·{" "}
                  {/* A credit-line call is paid with credits (one credit is one cent), never in euro. */}
                  {call.line === "credit" ? formatCredits(Math.round(call.cost * 100)) : euro(call.cost)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Vertragserklärungen">
        {detail.declarations.length === 0 ? (
          <Empty>Keine Erklärungen.</Empty>
        ) : (
          <ul className="grid gap-1 text-sm">
            {detail.declarations.map((declaration) => (
              <li key={declaration.reference} className="flex flex-wrap justify-between gap-2">
                <span>
                  {declarationKindLabel(declaration.kind)} · {declaration.reference} ·{" "}
                  {declarationStatusLabel(declaration.status)}
                </span>
                <span>
                  Eingang {formatBerlinDate(declaration.receivedAt)}
                  {declaration.effectiveEnd ? `, wirksam zum ${formatBerlinDate(declaration.effectiveEnd)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** Everything about one account, with the administrator's actions. */
export function UserDetailDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const detail = useAdminUser(userId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{detail.data ? detail.data.user.name : "Benutzer"}</DialogTitle>
          <DialogDescription>Kundenkonto mit der ID {userId}</DialogDescription>
        </DialogHeader>
        {detail.data ? (
          <DetailBody detail={detail.data} />
        ) : detail.isError ? (
          <LoadError
            message="Die Daten des Benutzers konnten nicht geladen werden."
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <p role="status" className="text-muted-foreground">
            Wird geladen...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
