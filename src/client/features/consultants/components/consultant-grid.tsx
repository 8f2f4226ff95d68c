import { Info } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { extensionFor } from "../call-numbers.ts";
import { CallWaysNote } from "./call-ways-note.tsx";
import { ConsultantCard } from "./consultant-card.tsx";
import type { HeadingLevel } from "./consultant-card-faces.tsx";
import { useConsultants } from "../api/get-consultants.ts";
import { useExtensions } from "../api/get-extensions.ts";
import { filterConsultants, noFilters, specialtyOptions } from "../consultant-filters.ts";
import { useConsultantFilters } from "../use-consultant-filters.ts";
import { ConsultantFilterBar } from "./consultant-filter-bar.tsx";

interface ConsultantGridProps {
  /** The card names sit one level below the heading of the surrounding section. */
  cardHeadingLevel?: HeadingLevel;
  /** Each card's front names the consultant's credit price as well (the back always does). */
  creditPriceOnFront?: boolean;
  /** A search by name and filters by specialty and status above the cards, kept in the address (/berater). */
  filterable?: boolean;
}

function AvailabilityNote() {
  return (
    <p className="flex gap-2 rounded-lg border border-border bg-muted/60 p-3 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Hinweis: Nicht jede abgebildete Beraterin und nicht jeder abgebildete Berater ist jederzeit erreichbar. Ist die
        gewünschte Person gerade nicht verfügbar, verbinden wir Sie mit einer anderen passenden Beraterin oder einem
        anderen passenden Berater.
      </span>
    </p>
  );
}

/** What a search or filter that leaves no one shows; the unfiltered empty list keeps its own text. */
function NoMatch({ onReset }: { onReset(): void }) {
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <p>Keine Beraterin und kein Berater passt zu Ihrer Suche.</p>
      <Button variant="outline" onClick={onReset}>
        Alle Berater anzeigen
      </Button>
    </div>
  );
}

/** The consultant cards with their call options; used on /berater and in the home page's #berater. */
export function ConsultantGrid({
  cardHeadingLevel = 3,
  creditPriceOnFront = false,
  filterable = false,
}: ConsultantGridProps) {
  const consultants = useConsultants();
  // A failed extensions request only costs the direct extension; calls then use the fallback.
  const extensions = useExtensions();
  const { filters: addressFilters, setFilters } = useConsultantFilters();
  const filters = filterable ? addressFilters : noFilters;

  let content;
  if (consultants.isPending) {
    content = (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Berater werden geladen...
      </p>
    );
  } else if (consultants.isError) {
    content = (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p>Die Berater konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
        <Button variant="outline" onClick={() => void consultants.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  } else if (consultants.data.length === 0) {
    content = <p className="py-10 text-center text-muted-foreground">Derzeit sind keine Berater verfügbar.</p>;
  } else {
    // The list arrives sorted by status; filtering keeps that order.
    const shown = filterConsultants(consultants.data, filters);
    content = (
      <>
        {filterable ? (
          <ConsultantFilterBar
            filters={filters}
            specialties={specialtyOptions(consultants.data, filters.specialty)}
            onChange={setFilters}
            shown={shown.length}
            total={consultants.data.length}
          />
        ) : null}
        {shown.length === 0 ? (
          <NoMatch onReset={() => setFilters(noFilters)} />
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Beraterinnen und Berater">
            {shown.map((consultant) => (
              <li key={consultant.id} className="grid">
                <ConsultantCard
                  consultant={consultant}
                  extension={extensionFor(extensions.data, consultant.id)}
                  headingLevel={cardHeadingLevel}
                  creditPriceOnFront={creditPriceOnFront}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <AvailabilityNote />
      {/* For everyone, members too: a note that came and went with the session would move the cards. */}
      <CallWaysNote />
      {content}
    </div>
  );
}
