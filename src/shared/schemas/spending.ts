import { z } from "zod";
import { spendingPauseLengths } from "../domain/spending.ts";

const cents = z.number().int();
const instant = z.string().describe("Zeitpunkt, ISO 8601 (UTC)");

const limitsSchema = z.object({
  monthlyCents: cents.nullable().describe("Monatslimit in Cent; null: keines"),
  dailyCents: cents.nullable().describe("Tageslimit in Cent; null: keines"),
});

const periodSchema = z.object({
  from: instant.describe("Beginn des Berliner Kalendermonats bzw. -tags"),
  resetsAt: instant.describe("Beginn des nächsten: dann beginnt die Summe wieder bei null"),
  spent: z
    .object({
      memberCalls: cents.describe("Anrufe über die 0900-Mitgliederlinie laut Verbindungsdaten"),
      creditCalls: cents.describe("für Anrufe über die Credit-Linie abgebuchte Credits (1 Credit = 1 Cent)"),
      creditPurchases: cents.describe("bezahlte Credit-Pakete"),
      membership: cents.describe("bezahlte Mitgliedsbeiträge"),
      total: cents,
    })
    .describe("Was im Zeitraum zählt, in Cent"),
  limitCents: cents.nullable().describe("das Limit dieses Zeitraums; null: keines"),
  remainingCents: cents
    .nullable()
    .describe("max(0, Limit − Summe − für laufende Anrufe und Zahlungen Reserviertes); null ohne Limit"),
  heldCents: cents.describe(
    "reserviert für einen Anruf, der gerade beginnen darf oder läuft (zählt erst mit seinen Verbindungsdaten), " +
      "und für einen Kauf, dessen Zahlung gerade eingezogen wird (zählt erst mit der erfassten Zahlung)",
  ),
});

export const spendingViewSchema = z
  .object({
    limits: limitsSchema.describe("die jetzt geltenden Limits"),
    defaultMonthlyCents: cents.describe("das voreingestellte Monatslimit des Betreibers"),
    isDefault: z.boolean().describe("true, solange das Konto keine eigenen Limits gewählt hat"),
    pendingRaise: limitsSchema
      .extend({ effectiveAt: instant.describe("wann die Erhöhung gilt (7 Tage nach der Änderung)") })
      .nullable()
      .describe("eine Erhöhung oder Aufhebung, die noch ihre 7 Tage wartet"),
    pause: z
      .object({
        until: instant.nullable().describe("null: bis die Person sie beendet"),
        endRequestedAt: instant.nullable().describe("wann das vorzeitige Ende verlangt wurde"),
        endsAt: instant.nullable().describe("wann sie tatsächlich endet"),
      })
      .nullable(),
    month: periodSchema,
    day: periodSchema,
    summaryMail: z.boolean().describe("ob die monatliche Übersicht per E-Mail kommt („Ihr Monat bei …“)"),
    blocked: z
      .object({ reason: z.enum(["paused", "limit_reached"]), until: instant.nullable() })
      .nullable()
      .describe("Anrufe und Käufe sind jetzt gesperrt: wegen der Pause oder des erreichten Limits"),
  })
  .describe("Ausgabenlimit, Pause und was im laufenden Monat und Tag zählt");

export const spendingInputMessages = {
  monthly: "Das Monatslimit muss ein ganzer Euro-Betrag von 1 bis 10.000 € sein, oder kein Limit.",
  daily: "Das Tageslimit muss ein ganzer Euro-Betrag ab 1 € sein, höchstens das Monatslimit, oder kein Limit.",
  length: "Bitte wählen Sie die Länge der Pause: 24 Stunden, 7 Tage, 30 Tage oder bis Sie sie beenden.",
} as const;

const euros = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(10_000, { error: message })
    .nullable();

export const spendingLimitsBodySchema = z.object({
  monthlyEuros: euros(spendingInputMessages.monthly).describe("Monatslimit in ganzen Euro, 1 bis 10 000; null: keines"),
  dailyEuros: euros(spendingInputMessages.daily).describe(
    "Tageslimit in ganzen Euro, 1 bis zum Monatslimit; null: keines",
  ),
});

export const spendingPauseBodySchema = z.object({
  length: z
    .enum(spendingPauseLengths, { error: spendingInputMessages.length })
    .describe("24h, 7d, 30d oder open (bis die Person sie beendet)"),
});

export const spendingSummaryMailBodySchema = z.object({
  enabled: z
    .boolean({ error: "Bitte geben Sie an, ob Sie die Monatsübersicht per E-Mail erhalten möchten." })
    .describe("true: die Monatsübersicht kommt per E-Mail; false: nicht"),
});

/** The account's limits, pause and spending as GET /api/spending and every change answer it. */
export type SpendingView = z.output<typeof spendingViewSchema>;
/** One Berlin calendar month or day of spending, in cents. */
export type SpendingPeriod = SpendingView["month"];
