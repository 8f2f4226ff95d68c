import { displayStatus, splitSpecialties, type ConsultantStatus } from "../../../shared/domain/consultants.ts";

/** "Empfohlen" is the list's own order (by status); "Beste Bewertung" puts the best average first. */
export type ConsultantSort = "recommended" | "rating";

export const sortLabels: Record<ConsultantSort, string> = { recommended: "Empfohlen", rating: "Beste Bewertung" };

/** The list on /berater narrowed by name, specialty, status and rating, and its order; kept in the address. */
export interface ConsultantFilters {
  name: string;
  specialty: string;
  status: ConsultantStatus | null;
  /** Only consultants whose average shows at least 4 stars ("Ab 4 Sternen"). */
  fourStarsUp: boolean;
  sort: ConsultantSort;
}

export const noFilters: ConsultantFilters = {
  name: "",
  specialty: "",
  status: null,
  fourStarsUp: false,
  sort: "recommended",
};

/**
 * German names in the address, so a shared link reads like the page:
 * ?suche=…&fachgebiet=…&status=…&bewertung=ab-4-sternen&sortierung=beste-bewertung
 */
export const filterParams = {
  name: "suche",
  specialty: "fachgebiet",
  status: "status",
  fourStarsUp: "bewertung",
  sort: "sortierung",
} as const;

const fourStarsUpParam = "ab-4-sternen";
const ratingSortParam = "beste-bewertung";

const statusParam: Record<ConsultantStatus, string> = {
  available: "verfuegbar",
  busy: "besetzt",
  offline: "offline",
};

function statusFromParam(value: string | null): ConsultantStatus | null {
  const entry = Object.entries(statusParam).find(([, param]) => param === value);
  return entry ? (entry[0] as ConsultantStatus) : null;
}

/** An unknown status in a link is ignored rather than emptying the list. */
export function readFilters(params: URLSearchParams): ConsultantFilters {
  return {
    name: params.get(filterParams.name) ?? "",
    specialty: params.get(filterParams.specialty) ?? "",
    status: statusFromParam(params.get(filterParams.status)),
    fourStarsUp: params.get(filterParams.fourStarsUp) === fourStarsUpParam,
    sort: params.get(filterParams.sort) === ratingSortParam ? "rating" : "recommended",
  };
}

/** The address's query with the filters set; other parameters (e.g. an ad click id) stay. */
export function writeFilters(params: URLSearchParams, filters: ConsultantFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set(filterParams.name, filters.name.trim() === "" ? "" : filters.name);
  set(filterParams.specialty, filters.specialty);
  set(filterParams.status, filters.status ? statusParam[filters.status] : "");
  set(filterParams.fourStarsUp, filters.fourStarsUp ? fourStarsUpParam : "");
  // The list's own order needs no parameter: a plain /berater link shows it.
  set(filterParams.sort, filters.sort === "rating" ? ratingSortParam : "");
  return next;
}

/** Whether anything narrows the list; the order alone does not. */
export function isFiltered(filters: ConsultantFilters): boolean {
  return filters.name.trim() !== "" || filters.specialty !== "" || filters.status !== null || filters.fourStarsUp;
}

/** The same filters with nothing narrowing the list; the chosen order stays. */
export function withoutFilters(filters: ConsultantFilters): ConsultantFilters {
  return { ...noFilters, sort: filters.sort };
}

interface Rated {
  /** The average of the verified reviews, 0 without any. */
  rating: number;
  reviewCount: number;
}

/** The average as the page shows it, to one decimal: "4,0" counts as four stars even when it is 3,96. */
function shownAverage(consultant: Rated): number {
  return Math.round(consultant.rating * 10) / 10;
}

function hasFourStarsUp(consultant: Rated): boolean {
  return consultant.reviewCount > 0 && shownAverage(consultant) >= 4;
}

const transliterations: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** Lower case without accents and umlaut dots: "Müller" reads as "muller". */
function folded(text: string): string {
  return text.toLocaleLowerCase("de").replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

/** Lower case with umlauts written out: "Müller" reads as "mueller". */
function spelledOut(text: string): string {
  return folded(text.toLocaleLowerCase("de").replace(/[äöüß]/g, (ch) => transliterations[ch] ?? ch));
}

/** Part of the name, ignoring case and umlauts: "muller", "mueller" and "Müll" all find "Müller". */
export function nameMatches(name: string, query: string): boolean {
  const wanted = folded(query.trim());
  if (wanted === "") return true;
  return folded(name).includes(wanted) || spelledOut(name).includes(wanted);
}

/** Keeps the given order, so a list sorted by status stays sorted. */
export function filterConsultants<T extends { name: string; specialties: string; status: string } & Rated>(
  consultants: readonly T[],
  filters: ConsultantFilters,
): T[] {
  return consultants.filter(
    (consultant) =>
      nameMatches(consultant.name, filters.name) &&
      (filters.specialty === "" || splitSpecialties(consultant.specialties).includes(filters.specialty)) &&
      (filters.status === null || displayStatus(consultant.status) === filters.status) &&
      (!filters.fourStarsUp || hasFourStarsUp(consultant)),
  );
}

/**
 * "Beste Bewertung": the higher average first, at the same average the one with more reviews,
 * consultants without reviews last; otherwise (and among equals) the given order stays.
 */
export function sortConsultants<T extends Rated>(consultants: readonly T[], sort: ConsultantSort): T[] {
  if (sort === "recommended") return [...consultants];
  const rank = (consultant: T) => (consultant.reviewCount > 0 ? 1 : 0);
  return [...consultants].sort((a, b) => rank(b) - rank(a) || b.rating - a.rating || b.reviewCount - a.reviewCount);
}

/** Every specialty in the list once, alphabetically; a chosen one stays offered even if no one has it any more. */
export function specialtyOptions(consultants: ReadonlyArray<{ specialties: string }>, chosen: string): string[] {
  const all = new Set(consultants.flatMap((consultant) => splitSpecialties(consultant.specialties)));
  if (chosen) all.add(chosen);
  return [...all].sort((a, b) => a.localeCompare(b, "de"));
}
