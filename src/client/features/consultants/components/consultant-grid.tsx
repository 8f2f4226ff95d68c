import { Info } from "lucide-react";
import type { ReactNode } from "react";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useLiveStatus } from "../../../entities/consultant-status/use-live-status.ts";
import { useSteadyOrder } from "../../../entities/consultant-status/live-store.ts";
import { CallWaysNote } from "./call-ways-note.tsx";
import { ConsultantCard } from "./consultant-card.tsx";
import type { HeadingLevel } from "./consultant-card-faces.tsx";
import { useConsultants } from "../api/get-consultants.ts";
import { useExtensionsAhead } from "../api/get-extensions.ts";

/** What a page does with the loaded list before the cards: its controls, the cards shown, and what shows when none is left. */
export interface GridArrangement {
  controls: ReactNode;
  shown: Consultant[];
  noMatch: ReactNode;
}

interface ConsultantGridProps {
  /** The card names sit one level below the heading of the surrounding section. */
  cardHeadingLevel?: HeadingLevel;
  /** Each card's front names the consultant's credit price as well (the back always does). */
  creditPriceOnFront?: boolean;
  /**
   * Narrows and orders the loaded list and puts controls above the cards (/berater). Passed in
   * by the page, so that the filters load only with the page that has them.
   */
  arrange?: (consultants: Consultant[]) => GridArrangement;
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

interface CardListProps {
  shown: Consultant[];
  cardHeadingLevel: HeadingLevel;
  creditPriceOnFront: boolean;
}

/** The cards in the page's order, live: a card the user is looking at keeps its place. */
function CardList({ shown, cardHeadingLevel, creditPriceOnFront }: CardListProps) {
  const items = useSteadyOrder("grid", shown);
  return (
    <ul
      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
      aria-label="Beraterinnen und Berater"
      data-steady-list="grid"
    >
      {items.map((consultant) => (
        <li key={consultant.id} className="grid" data-consultant-id={consultant.id}>
          <ConsultantCard
            consultant={consultant}
            headingLevel={cardHeadingLevel}
            creditPriceOnFront={creditPriceOnFront}
          />
        </li>
      ))}
    </ul>
  );
}

/** The consultant cards with their call options; used on /berater and in the home page's #berater. */
export function ConsultantGrid({ cardHeadingLevel = 3, creditPriceOnFront = false, arrange }: ConsultantGridProps) {
  const consultants = useConsultants();
  useLiveStatus();
  // Asked for with the list; each card's call options read their consultant's extension. A
  // failed extensions request only costs the direct extension; calls then use the fallback.
  useExtensionsAhead();

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
    // The list arrives sorted by status.
    const { controls, shown, noMatch } = arrange?.(consultants.data) ?? {
      controls: null,
      shown: consultants.data,
      noMatch: null,
    };
    content = (
      <>
        {controls}
        {shown.length === 0 ? (
          noMatch
        ) : (
          <CardList shown={shown} cardHeadingLevel={cardHeadingLevel} creditPriceOnFront={creditPriceOnFront} />
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
