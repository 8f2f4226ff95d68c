import { describe, expect, it } from "vitest";
import {
  filterConsultants,
  isFiltered,
  nameMatches,
  noFilters,
  readFilters,
  specialtyOptions,
  writeFilters,
} from "../../src/client/features/consultants/consultant-filters.ts";

const consultants = [
  { name: "Madame Aurelia", specialties: "Jenseitskontakte, Hellfühlen", status: "busy" },
  { name: "Jörg Müller", specialties: "Tarot, Beruf", status: "available" },
  { name: "Luna Sternberg", specialties: "Tarot, Liebe & Partnerschaft", status: "available" },
  { name: "Theo Weiß", specialties: "Traumdeutung", status: "pause" },
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
    expect(names(filterConsultants(consultants, { name: "luna", specialty: "Tarot", status: "available" }))).toEqual([
      "Luna Sternberg",
    ]);
    expect(filterConsultants(consultants, noFilters)).toEqual(consultants);
  });

  it("read and write the German names in the address and keep other parameters", () => {
    const params = writeFilters(new URLSearchParams("gclid=abc"), {
      name: "Müller",
      specialty: "Liebe & Partnerschaft",
      status: "available",
    });
    expect(params.toString()).toBe("gclid=abc&suche=M%C3%BCller&fachgebiet=Liebe+%26+Partnerschaft&status=verfuegbar");
    expect(readFilters(params)).toEqual({ name: "Müller", specialty: "Liebe & Partnerschaft", status: "available" });
    expect(writeFilters(params, noFilters).toString()).toBe("gclid=abc");
    expect(readFilters(new URLSearchParams("status=besetzt")).status).toBe("busy");
    expect(readFilters(new URLSearchParams("status=irgendwas"))).toEqual(noFilters);
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ ...noFilters, name: "  " })).toBe(false);
    expect(isFiltered({ ...noFilters, status: "busy" })).toBe(true);
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
