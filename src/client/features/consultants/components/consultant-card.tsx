import { RotateCcw } from "lucide-react";
import { memo, useId, useState } from "react";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { cn } from "../../../lib/cn.ts";
import { FavouriteHeart } from "../../../entities/favourites/lazy-favourite-button.tsx";
import { CardBack, CardFront, type HeadingLevel } from "./consultant-card-faces.tsx";
import { useCardFlip } from "../use-card-flip.ts";

interface ConsultantCardProps {
  consultant: Consultant;
  headingLevel?: HeadingLevel;
  creditPriceOnFront?: boolean;
}

// Both faces share one grid cell, so the card is as tall as its longer face and nothing
// needs a fixed height; the bottom padding keeps room for the toggle laid over both faces.
const faceClasses =
  "col-start-1 row-start-1 flex flex-col gap-3 rounded-xl border border-border bg-card p-5 pb-16 " +
  "text-card-foreground shadow-sm backface-hidden";

/**
 * Memoised: a list that renders again (a status event, a refetch, the held cards' order) draws
 * only the cards whose consultant changed. Its props are the consultant as the query cache keeps
 * it (the same object while it is unchanged) and plain values.
 */
export const ConsultantCard = memo(function ConsultantCard({
  consultant,
  headingLevel = 3,
  creditPriceOnFront = false,
}: ConsultantCardProps) {
  const { flipped, frontRef, backRef, toggleRef, cardProps, toggle } = useCardFlip();
  const [revealed, setRevealed] = useState(false);
  const nameId = useId();
  const backId = useId();
  const faceProps = {
    consultant,
    headingLevel,
    creditPriceOnFront,
    revealed,
    onRevealedChange: setRevealed,
  };

  return (
    <article
      aria-labelledby={nameId}
      data-flipped={flipped}
      className="relative min-h-96 perspective-distant"
      {...cardProps}
    >
      <div
        className={cn(
          "grid h-full transform-3d motion-safe:transition-transform motion-safe:duration-500",
          flipped && "rotate-y-180",
        )}
      >
        {/* The hidden face leaves the accessibility tree and the tab order, and never takes a
            click meant for the shown face: both lie in one plane, where hit testing may pick either. */}
        <div
          ref={frontRef}
          className={cn(faceClasses, flipped && "pointer-events-none")}
          aria-hidden={flipped}
          inert={flipped}
        >
          <CardFront {...faceProps} nameId={nameId} />
        </div>
        <div
          ref={backRef}
          id={backId}
          className={cn(faceClasses, "rotate-y-180", !flipped && "pointer-events-none")}
          aria-hidden={!flipped}
          inert={!flipped}
        >
          <CardBack {...faceProps} />
        </div>
      </div>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={flipped}
        aria-controls={backId}
        onClick={toggle}
        // A card is two Tab stops, its name and its call (docs/decisions/0043); the back's
        // content is on the consultant's page, which the name leads to.
        tabIndex={-1}
        className="absolute bottom-4 left-5 right-16 inline-flex h-9 items-center justify-center gap-2 rounded-md text-sm font-medium text-primary hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {flipped ? "Zurück" : "Mehr erfahren"}
      </button>
      {/* Beside the toggle, over both faces, so that it stays in one place when the card turns. */}
      <FavouriteHeart consultantId={consultant.id} focusable={false} className="absolute right-4 bottom-3.5" />
    </article>
  );
});
