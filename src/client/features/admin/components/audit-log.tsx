import { useState } from "react";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { formatBerlinDate, formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { formatCreditsWithEuro } from "../../../../shared/domain/credits.ts";
import { formatMonth } from "../../../../shared/domain/horoscope-month.ts";
import { signFacts, zodiacSigns } from "../../../../shared/domain/zodiac.ts";
import type { AdminAuditEntry } from "../../../../shared/schemas/admin.ts";
import { horoscopePartNames } from "../../../../shared/schemas/horoscopes.ts";
import { adminAuditLogPageSize, useAuditLog } from "../api/get-audit-log.ts";
import { Pager } from "./pager.tsx";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { removalGroundLabels, removalGrounds } from "../../../../shared/domain/reviews.ts";

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
      return entry.after?.kind === "refund" ? "Credits erstattet" : "Bonus-Credits gutgeschrieben";
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

/** The "Protokoll" tab: every administrative action, newest first. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);

  if (log.isError && !log.data) {
    return <LoadError framed message="Das Protokoll konnte nicht geladen werden." onRetry={() => void log.refetch()} />;
  }
  if (!log.data) {
    return (
      <p role="status" className="text-muted-foreground">
        Wird geladen...
      </p>
    );
  }
  if (log.data.entries.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-muted-foreground">Noch keine Einträge.</p>;
  }
  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-lg border border-border" aria-busy={log.isFetching}>
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
                  <td className="px-3 py-2 tabular-nums">
                    {entry.targetUserId === null ? "–" : `ID ${entry.targetUserId}`}
                  </td>
                  <td className="px-3 py-2">{change.before}</td>
                  <td className="px-3 py-2">{change.after}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{entry.ip ?? "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager
        label="Seiten des Protokolls"
        page={log.data.page}
        pageSize={adminAuditLogPageSize}
        total={log.data.total}
        onPageChange={setPage}
      />
    </div>
  );
}
