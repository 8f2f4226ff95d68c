import { describe, expect, it } from "vitest";
import {
  filterConsultants,
  isFiltered,
  nameMatches,
  noFilters,
  readFilters,
  sortConsultants,
  specialtyOptions,
  withoutFilters,
  writeFilters,
} from "../../src/client/features/consultants/consultant-filters.ts";

const consultants = [
  { name: "Madame Aurelia", specialties: "Jenseitskontakte, Hellfühlen", status: "busy", rating: 0, reviewCount: 0 },
  { name: "Jörg Müller", specialties: "Tarot, Beruf", status: "available", rating: 3.96, reviewCount: 25 },
  {
    name: "Luna Sternberg",
    specialties: "Tarot, Liebe & Partnerschaft",
    status: "available",
    rating: 4.5,
    reviewCount: 2,
  },
  { name: "Theo Weiß", specialties: "Traumdeutung", status: "pause", rating: 4.5, reviewCount: 12 },
];
const names = (list: Array<{ name: string }>) => list.map((c) => c.name);

describe("consultant filters", () => {
  it("find a name by any part, ignoring case and umlauts", () => {
    for (const query of ["müller", "MULLER", "Mueller", "joerg", "jorg m", " Müll "]) {
      expect(nameMatches("Jörg Müller", query), query).toBe(true);
    }
    expect(nameMatches("Theo Weiß", "weiss")).toBe(true);
    expect(nameMatches("Jörg Müller", "Luna")).toBe(false);
    expect(nameMatches("Jörg Müller", "   ")).toBe(true);
  });

  it("narrow by specialty and status and keep the given order", () => {
    expect(names(filterConsultants(consultants, { ...noFilters, specialty: "Tarot" }))).toEqual([
      "Jörg Müller",
      "Luna Sternberg",
    ]);
    // A specialty matches whole, not as part of another one.
    expect(filterConsultants(consultants, { ...noFilters, specialty: "Liebe" })).toEqual([]);
    expect(names(filterConsultants(consultants, { ...noFilters, status: "offline" }))).toEqual(["Theo Weiß"]);
    expect(
      names(filterConsultants(consultants, { ...noFilters, name: "luna", specialty: "Tarot", status: "available" })),
    ).toEqual(["Luna Sternberg"]);
    expect(filterConsultants(consultants, noFilters)).toEqual(consultants);
  });

  it("read and write the German names in the address and keep other parameters", () => {
    const params = writeFilters(new URLSearchParams("gclid=abc"), {
      ...noFilters,
      name: "Müller",
      specialty: "Liebe & Partnerschaft",
      status: "available",
    });
    expect(params.toString()).toBe("gclid=abc&suche=M%C3%BCller&fachgebiet=Liebe+%26+Partnerschaft&status=verfuegbar");
    expect(readFilters(params)).toEqual({
      ...noFilters,
      name: "Müller",
      specialty: "Liebe & Partnerschaft",
      status: "available",
    });
    expect(writeFilters(params, noFilters).toString()).toBe("gclid=abc");
    expect(readFilters(new URLSearchParams("status=besetzt")).status).toBe("busy");
    expect(readFilters(new URLSearchParams("status=irgendwas"))).toEqual(noFilters);
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ ...noFilters, name: "  " })).toBe(false);
    expect(isFiltered({ ...noFilters, status: "busy" })).toBe(true);
  });

  it("keep the rating filter and the order in the address, and reset the filters but not the order", () => {
    const chosen = { ...noFilters, fourStarsUp: true, sort: "rating" as const };
    const params = writeFilters(new URLSearchParams("gclid=abc"), chosen);
    expect(params.toString()).toBe("gclid=abc&bewertung=ab-4-sternen&sortierung=beste-bewertung");
    expect(readFilters(params)).toEqual(chosen);
    expect(readFilters(new URLSearchParams("sortierung=irgendwie&bewertung=5"))).toEqual(noFilters);
    expect(isFiltered({ ...noFilters, sort: "rating" })).toBe(false);
    expect(isFiltered({ ...noFilters, fourStarsUp: true })).toBe(true);
    expect(withoutFilters({ ...chosen, name: "luna" })).toEqual({ ...noFilters, sort: "rating" });
    expect(writeFilters(params, noFilters).toString()).toBe("gclid=abc");
  });

  it("show from four stars those whose average reads 4,0 or more, never those without reviews", () => {
    // 3,96 is shown as "4,0", so it counts; no reviews is no rating at all.
    expect(names(filterConsultants(consultants, { ...noFilters, fourStarsUp: true }))).toEqual([
      "Jörg Müller",
      "Luna Sternberg",
      "Theo Weiß",
    ]);
    const justBelow = { name: "Jörg Müller", specialties: "Tarot", status: "available", rating: 3.94, reviewCount: 25 };
    expect(filterConsultants([justBelow], { ...noFilters, fourStarsUp: true })).toEqual([]);
  });

  it("sort by the best average, then by more reviews, without reviews last; recommended keeps the order", () => {
    expect(names(sortConsultants(consultants, "rating"))).toEqual([
      "Theo Weiß",
      "Luna Sternberg",
      "Jörg Müller",
      "Madame Aurelia",
    ]);
    expect(sortConsultants(consultants, "recommended")).toEqual(consultants);
  });

  it("offer every specialty once, alphabetically, and keep a chosen one that no one has", () => {
    expect(specialtyOptions(consultants, "")).toEqual([
      "Beruf",
      "Hellfühlen",
      "Jenseitskontakte",
      "Liebe & Partnerschaft",
      "Tarot",
      "Traumdeutung",
    ]);
    expect(specialtyOptions(consultants, "Pendeln")).toContain("Pendeln");
  });
});
