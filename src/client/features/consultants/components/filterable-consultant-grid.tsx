import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { Button } from "../../../components/ui/button.tsx";
import {
  filterConsultants,
  sortConsultants,
  specialtyOptions,
  withoutFilters,
  type ConsultantFilters,
} from "../consultant-filters.ts";
import { useConsultantFilters } from "../use-consultant-filters.ts";
import { ConsultantFilterBar } from "./consultant-filter-bar.tsx";
import { ConsultantGrid, type GridArrangement } from "./consultant-grid.tsx";

/** What a search or filter that leaves no one shows; the unfiltered empty list keeps its own text. */
function NoMatch({ filters, onReset }: { filters: ConsultantFilters; onReset(): void }) {
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <p>
        {filters.fourStarsUp
          ? "Keine Beraterin und kein Berater mit mindestens 4 Sternen passt zu Ihrer Suche."
          : "Keine Beraterin und kein Berater passt zu Ihrer Suche."}
      </p>
      <Button variant="outline" onClick={onReset}>
        Alle Berater anzeigen
      </Button>
    </div>
  );
}

/**
 * The cards of /berater with the search, the filters and the order above them, all kept in the
 * address. Its own module, so that the home page's grid does not load the filters.
 */
export function FilterableConsultantGrid(props: { cardHeadingLevel?: 2 | 3; creditPriceOnFront?: boolean }) {
  const { filters, setFilters } = useConsultantFilters();
  const arrange = (consultants: Consultant[]): GridArrangement => {
    const shown = sortConsultants(filterConsultants(consultants, filters), filters.sort);
    return {
      controls: (
        <ConsultantFilterBar
          filters={filters}
          specialties={specialtyOptions(consultants, filters.specialty)}
          onChange={setFilters}
          shown={shown.length}
          total={consultants.length}
        />
      ),
      shown,
      noMatch: <NoMatch filters={filters} onReset={() => setFilters(withoutFilters(filters))} />,
    };
  };
  return <ConsultantGrid {...props} arrange={arrange} />;
}
