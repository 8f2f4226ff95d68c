// The twelve tropical signs with the cusp dates German horoscopes usually print. A sign runs
// from its first day to the day before the next sign's first day; Steinbock wraps the year.

export const zodiacSigns = [
  "widder",
  "stier",
  "zwillinge",
  "krebs",
  "loewe",
  "jungfrau",
  "waage",
  "skorpion",
  "schuetze",
  "steinbock",
  "wassermann",
  "fische",
] as const;

export type ZodiacSign = (typeof zodiacSigns)[number];

interface SignFacts {
  name: string;
  symbol: string;
  /** [month, day] of the sign's first day. */
  from: readonly [number, number];
  /** [month, day] of the sign's last day. */
  to: readonly [number, number];
}

export const signFacts: Record<ZodiacSign, SignFacts> = {
  widder: { name: "Widder", symbol: "♈", from: [3, 21], to: [4, 20] },
  stier: { name: "Stier", symbol: "♉", from: [4, 21], to: [5, 20] },
  zwillinge: { name: "Zwillinge", symbol: "♊", from: [5, 21], to: [6, 21] },
  krebs: { name: "Krebs", symbol: "♋", from: [6, 22], to: [7, 22] },
  loewe: { name: "Löwe", symbol: "♌", from: [7, 23], to: [8, 23] },
  jungfrau: { name: "Jungfrau", symbol: "♍", from: [8, 24], to: [9, 23] },
  waage: { name: "Waage", symbol: "♎", from: [9, 24], to: [10, 23] },
  skorpion: { name: "Skorpion", symbol: "♏", from: [10, 24], to: [11, 22] },
  schuetze: { name: "Schütze", symbol: "♐", from: [11, 23], to: [12, 21] },
  steinbock: { name: "Steinbock", symbol: "♑", from: [12, 22], to: [1, 20] },
  wassermann: { name: "Wassermann", symbol: "♒", from: [1, 21], to: [2, 19] },
  fische: { name: "Fische", symbol: "♓", from: [2, 20], to: [3, 20] },
};

const two = (n: number) => String(n).padStart(2, "0");

/** "21.03. – 20.04." */
export function signDateRange(sign: ZodiacSign): string {
  const { from, to } = signFacts[sign];
  return `${two(from[1])}.${two(from[0])}. – ${two(to[1])}.${two(to[0])}.`;
}

/**
 * The tropical sign of a birth date given as "YYYY-MM-DD" (the year does not matter; 29
 * February is Fische). Null for anything that is not such a date.
 */
export function signOfBirthDate(birthDate: string): ZodiacSign | null {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const key = month * 100 + day;
  for (const sign of zodiacSigns) {
    const { from, to } = signFacts[sign];
    const start = from[0] * 100 + from[1];
    const end = to[0] * 100 + to[1];
    const inside = start <= end ? key >= start && key <= end : key >= start || key <= end;
    if (inside) return sign;
  }
  return null;
}
