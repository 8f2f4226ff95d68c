import type { Kysely } from "kysely";
import { berlinMonthOf } from "../../../shared/domain/horoscope-month.ts";
import { paragraphsOf } from "../../../shared/domain/simple-markdown.ts";
import { signOfBirthDate, zodiacSigns, type ZodiacSign } from "../../../shared/domain/zodiac.ts";
import type {
  AdminHoroscopeMonth,
  AdminHoroscopeMonths,
  HoroscopeParts,
  HoroscopeSign,
  HoroscopesResponse,
  MyHoroscopeResponse,
  MyHoroscopeSettings,
  SignTexts,
} from "../../../shared/schemas/horoscopes.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { SubscriptionsService } from "../subscriptions/index.ts";
import type { Users } from "../users/index.ts";
import { createHoroscopesRepo, type HoroscopeTextRow } from "./repo.ts";

export const horoscopeTexts = {
  membersOnly: "Die Monatshoroskope sind Mitgliedern vorbehalten.",
  archiveMembersOnly: "Das Horoskop-Archiv ist Mitgliedern vorbehalten.",
  monthNotFound: "Für diesen Monat gibt es keine veröffentlichten Horoskope.",
  incomplete: "Bitte füllen Sie vor dem Veröffentlichen alle vier Abschnitte für alle zwölf Sternzeichen aus.",
  unknownMonth: "Für diesen Monat wurden noch keine Texte gespeichert.",
} as const;

const partKeys = ["love", "career", "wellbeing", "tip"] as const;

function partsOf(row: HoroscopeTextRow | undefined): HoroscopeParts {
  return {
    love: row?.love ?? "",
    career: row?.career ?? "",
    wellbeing: row?.wellbeing ?? "",
    tip: row?.tip ?? "",
  };
}

function signsInOrder(rows: HoroscopeTextRow[]): Array<{ sign: ZodiacSign; row: HoroscopeTextRow | undefined }> {
  return zodiacSigns.map((sign) => ({ sign, row: rows.find((r) => r.sign === sign) }));
}

/** A changed part's texts, keyed "sign.part", for the audit log. */
export interface TextChanges {
  before: Record<string, string>;
  after: Record<string, string>;
}

/**
 * The monthly horoscopes. Members read every sign in full and the archive; everyone else gets
 * the first paragraph of each sign only: the cut happens here, so no answer ever carries more.
 */
export function createHoroscopesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  subscriptions: SubscriptionsService;
  users: Pick<Users, "findById">;
}) {
  const { db, clock, subscriptions, users } = deps;
  const repo = createHoroscopesRepo(db);
  const currentMonth = () => berlinMonthOf(clock.now());
  const nowIso = () => clock.now().toISOString();

  async function isMember(userId: number | null): Promise<boolean> {
    return userId !== null && (await subscriptions.currentFor(userId)) !== undefined;
  }

  /**
   * The sign a member who never chose one starts with: the one of the date of birth given at
   * registration (docs/decisions/0033). Only preselected; the member may choose another.
   */
  async function signOfAccount(userId: number): Promise<ZodiacSign | null> {
    const birthDate = (await users.findById(userId))?.birth_date;
    return birthDate ? signOfBirthDate(birthDate) : null;
  }

  /** The month readers see now: the newest published one that has begun. */
  async function shownMonth(): Promise<{ month: string | null; published: string[] }> {
    const published = await repo.publishedMonths(currentMonth());
    return { month: published[0] ?? null, published };
  }

  return {
    isMember,

    async read(userId: number | null, requested: string | undefined): Promise<HoroscopesResponse> {
      const member = await isMember(userId);
      const { month: latest, published } = await shownMonth();
      let month = latest;
      if (requested !== undefined && requested !== latest) {
        if (!member) throw new HttpError(userId === null ? 401 : 403, horoscopeTexts.archiveMembersOnly);
        if (!published.includes(requested)) throw new HttpError(404, horoscopeTexts.monthNotFound);
        month = requested;
      }
      const rows = month === null ? [] : await repo.texts(month);
      const signs: HoroscopeSign[] =
        month === null
          ? []
          : signsInOrder(rows).map(({ sign, row }) => {
              const parts = partsOf(row);
              return { sign, teaser: paragraphsOf(parts.love)[0] ?? "", parts: member ? parts : null };
            });
      return { month, access: member ? "full" : "teaser", signs, archive: member ? published : [] };
    },

    async mine(userId: number): Promise<MyHoroscopeResponse> {
      if (!(await isMember(userId))) throw new HttpError(403, horoscopeTexts.membersOnly);
      const profile = await repo.profileOf(userId);
      const settings: MyHoroscopeSettings = {
        sign: profile ? (zodiacSigns.find((sign) => sign === profile.sign) ?? null) : await signOfAccount(userId),
        birthDate: profile?.birth_date ?? null,
        monthlyMail: profile?.monthly_mail === 1,
      };
      const { month } = await shownMonth();
      const row = month !== null && settings.sign !== null ? await repo.textOf(month, settings.sign) : undefined;
      return { settings, month, horoscope: row ? partsOf(row) : null };
    },

    async saveMine(userId: number, input: MyHoroscopeSettings): Promise<MyHoroscopeResponse> {
      if (!(await isMember(userId))) throw new HttpError(403, horoscopeTexts.membersOnly);
      const sign = input.birthDate !== null ? signOfBirthDate(input.birthDate) : input.sign;
      await repo.saveProfile(
        userId,
        { sign, birth_date: input.birthDate, monthly_mail: input.monthlyMail ? 1 : 0 },
        nowIso(),
      );
      return this.mine(userId);
    },

    async months(): Promise<AdminHoroscopeMonths> {
      const months = await repo.months();
      const filled = await Promise.all(months.map((m) => repo.texts(m.month)));
      return {
        months: months.map((m, i) => ({
          month: m.month,
          publishedAt: m.published_at,
          updatedAt: m.updated_at,
          filledParts: (filled[i] ?? []).reduce(
            (n, row) => n + partKeys.filter((key) => row[key].trim() !== "").length,
            0,
          ),
        })),
      };
    },

    async month(month: string, executor: Kysely<Database> = db): Promise<AdminHoroscopeMonth> {
      const r = createHoroscopesRepo(executor);
      const row = await r.monthRow(month);
      const rows = await r.texts(month);
      return {
        month,
        publishedAt: row?.published_at ?? null,
        signs: signsInOrder(rows).map(({ sign, row: text }) => ({ sign, ...partsOf(text) })),
      };
    },

    /** Saves a month's texts (a draft, or a correction of a published month); returns what changed. */
    async save(
      trx: Kysely<Database>,
      month: string,
      signs: SignTexts[],
    ): Promise<TextChanges & { published: boolean }> {
      const r = createHoroscopesRepo(trx);
      const before = await this.month(month, trx);
      const now = nowIso();
      await r.ensureMonth(month, now);
      const changes: TextChanges = { before: {}, after: {} };
      for (const texts of signs) {
        const old = before.signs.find((s) => s.sign === texts.sign);
        const changedKeys = partKeys.filter((key) => old?.[key] !== texts[key]);
        if (changedKeys.length === 0) continue;
        for (const key of changedKeys) {
          changes.before[`${texts.sign}.${key}`] = old?.[key] ?? "";
          changes.after[`${texts.sign}.${key}`] = texts[key];
        }
        await r.upsertTexts(month, texts, now);
      }
      return { ...changes, published: before.publishedAt !== null };
    },

    /** Publishes a complete month; false when it was published already (nothing changes). */
    async publish(trx: Kysely<Database>, month: string): Promise<boolean> {
      const r = createHoroscopesRepo(trx);
      if (!(await r.monthRow(month))) throw new HttpError(404, horoscopeTexts.unknownMonth);
      const rows = await r.texts(month);
      const complete = signsInOrder(rows).every(
        ({ row }) => row !== undefined && partKeys.every((key) => row[key].trim() !== ""),
      );
      if (!complete) throw new HttpError(400, horoscopeTexts.incomplete);
      return r.publish(month, nowIso());
    },
  };
}

export type HoroscopesService = ReturnType<typeof createHoroscopesService>;
