import { useSearchParams } from "react-router";
import { keepScrollState } from "../../lib/keep-scroll.ts";
import { readFilters, writeFilters, type ConsultantFilters } from "./consultant-filters.ts";

export interface FilterChange {
  /** Replaces the current history entry instead of adding one (each typed letter of a name). */
  replace?: boolean;
}

/** The filters live in the address, so a filtered list can be shared and back/forward step through them. */
export function useConsultantFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = (next: ConsultantFilters, { replace = false }: FilterChange = {}) => {
    setParams((current) => writeFilters(current, next), { replace, state: keepScrollState });
  };
  return { filters, setFilters };
}
