import { displayStatus, splitSpecialties, type ConsultantStatus } from "../../../shared/domain/consultants.ts";

/** The list on /berater narrowed by name, specialty and status; kept in the address. */
export interface ConsultantFilters {
  name: string;
  specialty: string;
  status: ConsultantStatus | null;
}

export const noFilters: ConsultantFilters = { name: "", specialty: "", status: null };

/** German names in the address, so a shared link reads like the page: ?suche=…&fachgebiet=…&status=… */
export const filterParams = { name: "suche", specialty: "fachgebiet", status: "status" } as const;

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
  };
}

/** The address's query with the filters set; other parameters (e.g. an ad click id) stay. */
export function writeFilters(params: URLSearchParams, filters: ConsultantFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set(filterParams.name, filters.name.trim() === "" ? "" : filters.name);
  set(filterParams.specialty, filters.specialty);
  set(filterParams.status, filters.status ? statusParam[filters.status] : "");
  return next;
}

export function isFiltered(filters: ConsultantFilters): boolean {
  return filters.name.trim() !== "" || filters.specialty !== "" || filters.status !== null;
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
export function filterConsultants<T extends { name: string; specialties: string; status: string }>(
  consultants: readonly T[],
  filters: ConsultantFilters,
): T[] {
  return consultants.filter(
    (consultant) =>
      nameMatches(consultant.name, filters.name) &&
      (filters.specialty === "" || splitSpecialties(consultant.specialties).includes(filters.specialty)) &&
      (filters.status === null || displayStatus(consultant.status) === filters.status),
  );
}

/** Every specialty in the list once, alphabetically; a chosen one stays offered even if no one has it any more. */
export function specialtyOptions(consultants: ReadonlyArray<{ specialties: string }>, chosen: string): string[] {
  const all = new Set(consultants.flatMap((consultant) => splitSpecialties(consultant.specialties)));
  if (chosen) all.add(chosen);
  return [...all].sort((a, b) => a.localeCompare(b, "de"));
}
