// A consultant's working hours ("Sprechzeiten"), as the administration types them, e.g.
// "Mo–Fr 18–23 Uhr, Sa 10–14 Uhr": read into spans, written back in one canonical form, and
// asked when the consultant is next there ("heute ab 18 Uhr"). Berlin time throughout.

/** 1 = Montag … 7 = Sonntag, as ISO 8601 counts. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface WorkingHoursSpan {
  days: Weekday[];
  /** Minutes after midnight. */
  from: number;
  /** Minutes after midnight, 1440 for midnight; at or before `from`, the span ends the next day. */
  to: number;
}

const dayNames = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"] as const;
const longDayNames = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"] as const;

export const workingHoursMessages = {
  format:
    "Bitte geben Sie die Sprechzeiten wie „Mo–Fr 18–23 Uhr, Sa 10–14 Uhr“ an: Tage (Mo, Di, Mi, Do, Fr, Sa, So, " +
    "täglich), dann von–bis in vollen oder halben Stunden.",
  tooLong: "Die Sprechzeiten dürfen höchstens 120 Zeichen lang sein.",
  empty: "Von und bis dürfen nicht gleich sein.",
} as const;

const time = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;
const segmentPattern = new RegExp(
  String.raw`^(täglich|[A-Za-z]{2}(?:\s*[–-]\s*[A-Za-z]{2})?)\s+${time}\s*[–-]\s*${time}(?:\s*Uhr)?$`,
  "i",
);

function dayIndex(name: string): Weekday | undefined {
  const at = dayNames.findIndex((d) => d.toLowerCase() === name.toLowerCase());
  return at < 0 ? undefined : ((at + 1) as Weekday);
}

function minutesOf(hours: string | undefined, minutes: string | undefined): number | undefined {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || m % 30 !== 0 || m >= 60) return undefined;
  if (h > 24 || (h === 24 && m !== 0)) return undefined;
  return h * 60 + m;
}

function daysOf(spec: string): Weekday[] | undefined {
  if (spec.toLowerCase() === "täglich") return [1, 2, 3, 4, 5, 6, 7];
  const [first = "", last] = spec.split(/\s*[–-]\s*/);
  const start = dayIndex(first);
  const end = last === undefined ? start : dayIndex(last);
  if (start === undefined || end === undefined) return undefined;
  const days: Weekday[] = [];
  // Fr–Mo runs over the weekend.
  for (let d = start; ; d = ((d % 7) + 1) as Weekday) {
    days.push(d);
    if (d === end) break;
  }
  return days;
}

/** Reads the administration's text; a German message names what is wrong. Empty text: no hours. */
export function parseWorkingHours(
  text: string,
): { ok: true; spans: WorkingHoursSpan[] } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, spans: [] };
  if (trimmed.length > 120) return { ok: false, message: workingHoursMessages.tooLong };
  const spans: WorkingHoursSpan[] = [];
  for (const segment of trimmed.split(/\s*[,;]\s*/)) {
    const match = segmentPattern.exec(segment);
    const days = match ? daysOf(match[1] ?? "") : undefined;
    const from = match ? minutesOf(match[2], match[3]) : undefined;
    const to = match ? minutesOf(match[4], match[5]) : undefined;
    if (!days || from === undefined || to === undefined || from === 1440) {
      return { ok: false, message: workingHoursMessages.format };
    }
    if (from === to) return { ok: false, message: workingHoursMessages.empty };
    spans.push({ days, from, to });
  }
  return { ok: true, spans };
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return m === 0 ? String(h) : `${h}:${String(m).padStart(2, "0")}`;
}

function dayRange(days: Weekday[]): string {
  if (days.length === 7) return "täglich";
  const name = (day: Weekday | undefined) => dayNames[(day ?? 1) - 1] ?? "";
  const first = name(days[0]);
  return days.length === 1 ? first : `${first}–${name(days[days.length - 1])}`;
}

/** The canonical text: "Mo–Fr 18–23 Uhr, Sa 10–14 Uhr". */
export function formatWorkingHours(spans: WorkingHoursSpan[]): string {
  return spans.map((s) => `${dayRange(s.days)} ${clock(s.from)}–${s.to === 1440 ? "24" : clock(s.to)} Uhr`).join(", ");
}

const berlinParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const weekdayOf: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The Berlin weekday and the minutes after Berlin midnight of an instant. */
export function berlinWeekMinute(now: Date): { day: Weekday; minute: number } {
  const parts = Object.fromEntries(berlinParts.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: weekdayOf[parts.weekday ?? "Mon"] ?? 1, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Whether the hours cover this moment (a span past midnight counts on the next morning too). */
export function withinWorkingHours(spans: WorkingHoursSpan[], now: Date): boolean {
  const { day, minute } = berlinWeekMinute(now);
  const yesterday = (((day + 5) % 7) + 1) as Weekday;
  return spans.some((s) => {
    const overnight = s.to <= s.from;
    if (s.days.includes(day) && minute >= s.from && (overnight || minute < s.to)) return true;
    return overnight && s.days.includes(yesterday) && minute < s.to;
  });
}

/**
 * When the consultant is next there, for an offline card: "heute ab 18 Uhr", "morgen ab 10 Uhr",
 * "Montag ab 18 Uhr"; null without hours or while they run.
 */
export function nextOpeningText(spans: WorkingHoursSpan[], now: Date): string | null {
  if (spans.length === 0 || withinWorkingHours(spans, now)) return null;
  const { day, minute } = berlinWeekMinute(now);
  for (let ahead = 0; ahead < 8; ahead++) {
    const d = (((day - 1 + ahead) % 7) + 1) as Weekday;
    const starts = spans
      .filter((s) => s.days.includes(d) && (ahead > 0 || s.from > minute))
      .map((s) => s.from)
      .sort((a, b) => a - b);
    const from = starts[0];
    if (from === undefined) continue;
    const when = ahead === 0 ? "heute" : ahead === 1 ? "morgen" : (longDayNames[d - 1] ?? "");
    return `${when} ab ${clock(from)} Uhr`;
  }
  return null;
}
