import { useId, useState } from "react";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { formatBerlinDate, formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { formatCreditsWithEuro } from "../../../../shared/domain/credits.ts";
import { formatMonth } from "../../../../shared/domain/horoscope-month.ts";
import { signFacts, zodiacSigns } from "../../../../shared/domain/zodiac.ts";
import {
  adminAuditActionSchema,
  type AdminAuditAction,
  type AdminAuditEntry,
  type AdminAuditLogFilter,
} from "../../../../shared/schemas/admin.ts";
import { horoscopePartNames } from "../../../../shared/schemas/horoscopes.ts";
import { adminAuditLogPageSize, useAuditLog } from "../api/get-audit-log.ts";
import { Pager } from "./pager.tsx";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { removalGroundLabels, removalGrounds } from "../../../../shared/domain/reviews.ts";
import { TableScrollRegion } from "../../../components/ui/table-scroll-region.tsx";

type Snapshot = Record<string, unknown> | null;

function text(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function num(value: unknown): number | null {
  return typeof value === "number" ? value : null;
}

/** The action's German name; a cancellation says whether access ended at once. */
export function auditActionText(entry: AdminAuditEntry): string {
  switch (entry.action) {
    case "cancel_subscription":
      return entry.after?.immediate === true ? "Mitgliedschaft sofort beendet" : "Mitgliedschaft gekündigt";
    case "reset_password":
      return "Passwort zurückgesetzt";
    case "adjust_credits":
      return entry.after?.kind === "refund" ? "Credits zurückgebucht" : "Bonus-Credits gutgeschrieben";
    case "toggle_card_payments":
      return "Kreditkartenzahlung umgeschaltet";
    case "start_second_factor_setup":
      return "Einrichtung der Zwei-Faktor-Anmeldung begonnen";
    case "enable_second_factor":
      return "Zwei-Faktor-Anmeldung eingerichtet";
    case "renew_recovery_codes":
      return "Wiederherstellungscodes erneuert";
    case "disable_second_factor":
      return "Zwei-Faktor-Anmeldung ausgeschaltet";
    case "reset_second_factor":
      return "Zwei-Faktor-Anmeldung per Kommandozeile entfernt";
    case "use_recovery_code":
      return entry.after?.purpose === "login"
        ? "Mit Wiederherstellungscode angemeldet"
        : "Wiederherstellungscode für eine Änderung verwendet";
    case "start_card_test_payment":
      return "Kartentestzahlung gestartet";
    case "create_consultant":
      return `Berater angelegt: ${consultantName(entry)}`;
    case "update_consultant":
      return `Berater geändert: ${consultantName(entry)}`;
    case "deactivate_consultant":
      return `Berater deaktiviert: ${consultantName(entry)}`;
    case "reactivate_consultant":
      return `Berater wieder aktiviert: ${consultantName(entry)}`;
    case "upload_consultant_portrait":
      return `Porträt hochgeladen: ${consultantName(entry)}`;
    case "save_horoscopes":
      return "Horoskop-Entwurf gespeichert";
    case "publish_horoscopes":
      return "Horoskope veröffentlicht";
    case "correct_horoscopes":
      return "Veröffentlichte Horoskope korrigiert";
    case "export_user_data":
      return "Daten des Kontos exportiert (Auskunft)";
    case "decide_review_report":
      return entry.after?.decision === "remove"
        ? `Bewertung Nr. ${text(entry.before?.reviewId)} entfernt`
        : `Bewertung Nr. ${text(entry.before?.reviewId)} behalten`;
  }
}

function consultantName(entry: AdminAuditEntry): string {
  return text(entry.after?.name ?? entry.before?.name);
}

const consultantFieldLabels: ReadonlyArray<[string, string]> = [
  ["name", "Name"],
  ["title", "Titel"],
  ["specialties", "Schwerpunkte"],
  ["description", "Beschreibung"],
  ["status", "Status"],
  ["rating", "Bewertung"],
  ["extension", "Durchwahl"],
  ["creditsPerMinute", "Credits pro Minute"],
];

/** Only the fields that changed, so a long description does not fill the table. */
function consultantChangeText(entry: AdminAuditEntry): { before: string; after: string } {
  const changed = consultantFieldLabels.filter(
    ([key]) => entry.before === null || text(entry.before[key]) !== text(entry.after?.[key]),
  );
  const describe = (snapshot: Snapshot) =>
    snapshot === null || changed.length === 0
      ? "–"
      : changed.map(([key, label]) => `${label}: ${text(snapshot[key])}`).join(", ");
  return { before: describe(entry.before), after: describe(entry.after) };
}

const subscriptionStatus: Record<string, string> = { active: "aktiv", cancelled: "gekündigt", expired: "beendet" };

function subscriptionText(snapshot: Snapshot): string {
  if (!snapshot) return "–";
  const status = text(snapshot.status);
  const parts = [`Status: ${subscriptionStatus[status] ?? status}`];
  if (typeof snapshot.accessUntil === "string") parts.push(`Zugang bis ${formatBerlinDate(snapshot.accessUntil)}`);
  if (typeof snapshot.reason === "string" && snapshot.reason) parts.push(`Grund: ${snapshot.reason}`);
  return parts.join(", ");
}

function balanceText(snapshot: Snapshot): string {
  const balance = num(snapshot?.balance);
  return balance === null ? "–" : `Kontostand ${formatCreditsWithEuro(balance)}`;
}

/** Before and after in words instead of the stored JSON. */
export function auditChangeText(entry: AdminAuditEntry): { before: string; after: string } {
  switch (entry.action) {
    case "cancel_subscription":
      return { before: subscriptionText(entry.before), after: subscriptionText(entry.after) };
    case "reset_password":
      return { before: "–", after: "Neues Passwort gesetzt, alle Anmeldungen beendet" };
    case "adjust_credits": {
      const amount = num(entry.after?.amount);
      const reason = typeof entry.after?.reason === "string" ? `, Grund: ${entry.after.reason}` : "";
      return {
        before: balanceText(entry.before),
        after: `${balanceText(entry.after)}${amount === null ? "" : ` (${amount > 0 ? "+" : ""}${amount})`}${reason}`,
      };
    }
    case "toggle_card_payments": {
      const state = (snapshot: Snapshot) =>
        snapshot?.enabled === true ? "aktiviert" : snapshot?.enabled === false ? "deaktiviert" : "–";
      return { before: state(entry.before), after: state(entry.after) };
    }
    case "start_second_factor_setup":
      return { before: "–", after: "Neuer Schlüssel, wartet auf den ersten Code" };
    case "enable_second_factor":
    case "disable_second_factor":
    case "reset_second_factor": {
      const state = (snapshot: Snapshot) =>
        snapshot?.enabled === true ? "eingerichtet" : snapshot?.enabled === false ? "nicht eingerichtet" : "–";
      return { before: state(entry.before), after: state(entry.after) };
    }
    case "renew_recovery_codes":
    case "use_recovery_code": {
      const left = (snapshot: Snapshot) => (snapshot ? `${text(snapshot.recoveryCodesLeft)} Codes übrig` : "–");
      return { before: left(entry.before), after: left(entry.after) };
    }
    case "start_card_test_payment": {
      const amount = num(entry.after?.amountCents);
      return {
        before: "–",
        after: `Bestellung ${text(entry.after?.orderReference)}${amount === null ? "" : `, ${formatEuro(amount)}`}`,
      };
    }
    case "create_consultant":
    case "update_consultant":
      return consultantChangeText(entry);
    case "deactivate_consultant":
    case "reactivate_consultant": {
      const state = (snapshot: Snapshot) =>
        snapshot?.active === true ? "aktiv" : snapshot?.active === false ? "deaktiviert" : "–";
      return { before: state(entry.before), after: state(entry.after) };
    }
    case "upload_consultant_portrait": {
      const state = (snapshot: Snapshot) => (snapshot?.portraitHash ? "eigenes Porträt" : "kein eigenes Porträt");
      return { before: state(entry.before), after: "neues Porträt" };
    }
    case "save_horoscopes":
    case "correct_horoscopes":
      return { before: monthText(entry.before), after: `${monthText(entry.after)}: ${changedPartsText(entry.after)}` };
    case "publish_horoscopes":
      return { before: `${monthText(entry.before)}: Entwurf`, after: `${monthText(entry.after)}: veröffentlicht` };
    case "export_user_data": {
      const size = num(entry.after?.sizeBytes);
      return { before: "–", after: `ZIP-Datei erstellt${size === null ? "" : ` (${Math.ceil(size / 1024)} KB)`}` };
    }
    case "decide_review_report": {
      const reports = Array.isArray(entry.before?.openReports) ? entry.before.openReports.length : 0;
      const ground = entry.after?.ground;
      const known = removalGrounds.find((g) => g === ground);
      return {
        before: `Veröffentlicht, ${reports} offene ${reports === 1 ? "Meldung" : "Meldungen"}`,
        after: `${entry.after?.decision === "remove" ? "Entfernt" : "Behalten"}${known ? ` (${removalGroundLabels[known]})` : ""}, Begründung: ${text(entry.after?.reason)}`,
      };
    }
  }
}

function monthText(snapshot: Snapshot): string {
  return typeof snapshot?.month === "string" ? formatMonth(snapshot.month) : "–";
}

const partNames = new Map<string, string>(horoscopePartNames);

/** "Widder – Liebe & Partnerschaft, Stier – Tipp des Monats" from the changed texts' keys. */
function changedPartsText(snapshot: Snapshot): string {
  const texts = snapshot?.texts;
  if (typeof texts !== "object" || texts === null) return "–";
  return Object.keys(texts)
    .map((key) => {
      const [sign, part] = key.split(".");
      const known = zodiacSigns.find((s) => s === sign);
      return `${known ? signFacts[known].name : sign} – ${partNames.get(part ?? "") ?? part}`;
    })
    .join(", ");
}

/** An account as the log names it: "Mia Mitglied (ID 7)", or the id alone for one that is gone. */
function accountText(id: number | null, name: string | null): string {
  if (id === null) return "–";
  return name ? `${name} (ID ${id})` : `ID ${id}`;
}

/** The German names of the kinds of action, for the filter; by their general wording. */
const actionFilterLabels: Record<AdminAuditAction, string> = {
  cancel_subscription: "Mitgliedschaft gekündigt oder beendet",
  reset_password: "Passwort zurückgesetzt",
  adjust_credits: "Credits gutgeschrieben oder zurückgebucht",
  toggle_card_payments: "Kreditkartenzahlung umgeschaltet",
  start_second_factor_setup: "Zwei-Faktor-Einrichtung begonnen",
  enable_second_factor: "Zwei-Faktor-Anmeldung eingerichtet",
  renew_recovery_codes: "Wiederherstellungscodes erneuert",
  disable_second_factor: "Zwei-Faktor-Anmeldung ausgeschaltet",
  reset_second_factor: "Zwei-Faktor-Anmeldung entfernt",
  use_recovery_code: "Wiederherstellungscode verwendet",
  start_card_test_payment: "Kartentestzahlung gestartet",
  create_consultant: "Berater angelegt",
  update_consultant: "Berater geändert",
  deactivate_consultant: "Berater deaktiviert",
  reactivate_consultant: "Berater wieder aktiviert",
  upload_consultant_portrait: "Porträt hochgeladen",
  save_horoscopes: "Horoskop-Entwurf gespeichert",
  publish_horoscopes: "Horoskope veröffentlicht",
  correct_horoscopes: "Horoskope korrigiert",
  export_user_data: "Daten exportiert",
  decide_review_report: "Meldung einer Bewertung entschieden",
};

/** Which entries to show: one kind of action, one account's (as actor or as the one acted on). */
function AuditFilters({
  filter,
  onChange,
}: {
  filter: AdminAuditLogFilter;
  onChange(next: AdminAuditLogFilter): void;
}) {
  const id = useId();
  const [typedUser, setTypedUser] = useState(filter.userId === undefined ? "" : String(filter.userId));
  const userError = typedUser.trim() !== "" && !/^[1-9]\d{0,9}$/.test(typedUser.trim());
  return (
    <form
      role="search"
      aria-label="Protokoll filtern"
      className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,12rem)] sm:items-start"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-action`}>Aktion</Label>
        <select
          id={`${id}-action`}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          value={filter.action ?? ""}
          onChange={(event) => {
            const action = adminAuditActionSchema.safeParse(event.target.value);
            onChange({ ...filter, action: action.success ? action.data : undefined });
          }}
        >
          <option value="">Alle Aktionen</option>
          {adminAuditActionSchema.options.map((action) => (
            <option key={action} value={action}>
              {actionFilterLabels[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-user`}>Benutzer-ID</Label>
        <Input
          id={`${id}-user`}
          inputMode="numeric"
          autoComplete="off"
          value={typedUser}
          aria-invalid={userError}
          aria-describedby={userError ? `${id}-user-error` : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            setTypedUser(typed);
            const trimmed = typed.trim();
            if (trimmed === "") onChange({ ...filter, userId: undefined });
            else if (/^[1-9]\d{0,9}$/.test(trimmed)) onChange({ ...filter, userId: Number(trimmed) });
          }}
        />
        {userError ? (
          <p id={`${id}-user-error`} className="text-sm font-medium text-destructive">
            Bitte geben Sie eine Benutzer-ID als Zahl an.
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The "Protokoll" tab: every administrative action, newest first, filtered by action or account. */
export function AuditLog() {
  const [filter, setFilter] = useState<AdminAuditLogFilter>({});
  // A new filter starts on its first page.
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const log = useAuditLog(page, filter);
  const filters = <AuditFilters filter={filter} onChange={setFilter} />;

  if (log.isError && !log.data) {
    return (
      <div className="grid gap-4">
        {filters}
        <LoadError framed message="Das Protokoll konnte nicht geladen werden." onRetry={() => void log.refetch()} />
      </div>
    );
  }
  if (!log.data) {
    return (
      <div className="grid gap-4">
        {filters}
        <p role="status" className="text-muted-foreground">
          Wird geladen...
        </p>
      </div>
    );
  }
  if (log.data.entries.length === 0) {
    const filtered = filter.action !== undefined || filter.userId !== undefined;
    return (
      <div className="grid gap-4">
        {filters}
        <p role="status" className="rounded-lg border border-border p-4 text-muted-foreground">
          {filtered ? "Keine Einträge zu diesem Filter." : "Noch keine Einträge."}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {filters}
      <TableScrollRegion label="Protokoll, seitlich verschiebbar" aria-busy={log.isFetching}>
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Protokoll der Verwaltung, neueste zuerst</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Zeit
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Aktion
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Benutzer
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Vorher
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Nachher
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Adresse
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.entries.map((entry) => {
              const change = auditChangeText(entry);
              return (
                <tr key={entry.id} className="border-t border-border align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{formatBerlinDateTime(entry.createdAt)}</td>
                  <td className="px-3 py-2">{auditActionText(entry)}</td>
                  <td className="px-3 py-2">
                    {accountText(entry.targetUserId, entry.targetName)}
                    {entry.actorUserId !== entry.targetUserId ? (
                      <span className="block text-xs text-muted-foreground">
                        durch {accountText(entry.actorUserId, entry.actorName)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{change.before}</td>
                  <td className="px-3 py-2">{change.after}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{entry.ip ?? "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScrollRegion>
      <Pager
        label="Seiten des Protokolls"
        page={log.data.page}
        pageSize={adminAuditLogPageSize}
        total={log.data.total}
        onPageChange={(next) => setPaging({ filter, page: next })}
      />
    </div>
  );
}
