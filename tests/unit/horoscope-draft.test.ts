import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearHoroscopeDraft,
  readHoroscopeDraft,
  writeHoroscopeDraft,
} from "../../src/client/features/admin/components/horoscope-draft.ts";
import type { SignTexts } from "../../src/shared/schemas/horoscopes.ts";

const texts = (love: string): SignTexts[] => [
  { sign: "widder", love, career: "Beruf", health: "Wohl", tip: "Tipp" } as unknown as SignTexts,
];

describe("the horoscope editor's kept draft", () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("comes back for its month on top of the texts it was written on", () => {
    writeHoroscopeDraft("2026-12", texts("gespeichert"), texts("entwurf"));
    expect(readHoroscopeDraft("2026-12", texts("gespeichert"))).toEqual(texts("entwurf"));
    expect(readHoroscopeDraft("2027-01", texts("gespeichert"))).toBeNull();
  });

  it("is dropped when the saved texts changed in between, so it never writes over them", () => {
    writeHoroscopeDraft("2026-12", texts("gespeichert"), texts("entwurf"));
    expect(readHoroscopeDraft("2026-12", texts("von einem anderen Tab gespeichert"))).toBeNull();
  });

  it("is forgotten for its own month only", () => {
    writeHoroscopeDraft("2026-12", texts("gespeichert"), texts("entwurf"));
    clearHoroscopeDraft("2027-01");
    expect(readHoroscopeDraft("2026-12", texts("gespeichert"))).toEqual(texts("entwurf"));
    clearHoroscopeDraft("2026-12");
    expect(readHoroscopeDraft("2026-12", texts("gespeichert"))).toBeNull();
  });
});
