import { zodiacSigns, type ZodiacSign } from "../../src/shared/domain/zodiac.ts";
import type { HoroscopeTexts } from "../../src/server/db/seed/factories.ts";

/** A sentence that only the full text carries: the second paragraph of "Liebe & Partnerschaft". */
export function secondParagraph(month: string, sign: string): string {
  return `Geheimer zweiter Absatz ${sign} ${month} nur für Mitglieder.`;
}

export function textsFor(month: string, sign: string, tag = ""): HoroscopeTexts {
  return {
    love: `Erster Absatz ${sign} ${month}${tag}.\n\n${secondParagraph(month, sign)}`,
    career: `Beruf ${sign} ${month}${tag} ganz.`,
    wellbeing: `Wohlbefinden ${sign} ${month}${tag} ganz.`,
    tip: `Tipp ${sign} ${month}${tag} ganz.`,
  };
}

export function allSigns(month: string, tag = ""): Record<ZodiacSign, HoroscopeTexts> {
  return Object.fromEntries(zodiacSigns.map((sign) => [sign, textsFor(month, sign, tag)])) as Record<
    ZodiacSign,
    HoroscopeTexts
  >;
}

export function signList(month: string, tag = "") {
  return zodiacSigns.map((sign) => ({ sign, ...textsFor(month, sign, tag) }));
}
