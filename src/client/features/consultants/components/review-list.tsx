import { useEffect, useRef, type ReactNode } from "react";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import type { PublicReview } from "../../../../shared/schemas/reviews.ts";
import { Button } from "../../../components/ui/button.tsx";
import { StarRating } from "../../../components/ui/star-rating.tsx";

interface ReviewListProps {
  reviews: readonly PublicReview[];
  /** Null on the last page. */
  onMore: (() => void) | null;
  loadingMore: boolean;
  loadError: boolean;
  /** Where an item's report button goes ("Bewertung melden"); the page passes it in. */
  reportAction?: (review: PublicReview) => ReactNode;
}

function ReviewItem({
  review,
  reportAction,
}: {
  review: PublicReview;
  reportAction?: ReviewListProps["reportAction"];
}) {
  return (
    <li
      tabIndex={-1}
      className="grid gap-2 rounded-xl border border-border bg-card p-5 text-card-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <StarRating rating={review.stars} />
        <span className="font-semibold">{review.reviewer}</span>
        <time dateTime={review.createdAt} className="text-muted-foreground">
          {formatBerlinDate(review.createdAt)}
        </time>
        {review.edited ? <span className="text-muted-foreground">(bearbeitet)</span> : null}
      </div>
      <p className="text-xs font-medium text-green-800 dark:text-green-300">
        Verifizierter Anruf · {review.callMinutes} Min.
      </p>
      {/* Plain text as written; React escapes it, line breaks stay. */}
      {review.text ? <p className="text-sm leading-6 break-words whitespace-pre-wrap">{review.text}</p> : null}
      {/* The spot for the report button ("Bewertung melden"). */}
      {reportAction ? <div className="flex justify-end">{reportAction(review)}</div> : null}
    </li>
  );
}

/** The published reviews, newest first, with "Weitere Bewertungen anzeigen" while more follow. */
export function ReviewList({ reviews, onMore, loadingMore, loadError, reportAction }: ReviewListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  // After "Weitere Bewertungen anzeigen" the focus goes to the first review loaded, where
  // reading goes on; the button may be gone by then (the last page).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || reviews.length <= from) return;
    focusFrom.current = null;
    const item = listRef.current?.children[from];
    if (item instanceof HTMLElement) item.focus();
  }, [reviews.length]);
  const loadMore = () => {
    focusFrom.current = reviews.length;
    onMore?.();
  };

  return (
    <div className="grid gap-4">
      <ol ref={listRef} aria-label="Bewertungen" className="grid gap-4">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} reportAction={reportAction} />
        ))}
      </ol>
      {loadError ? (
        <p role="alert" className="text-sm text-destructive">
          Weitere Bewertungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.
        </p>
      ) : null}
      {onMore ? (
        <Button variant="outline" className="justify-self-start" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? "Bewertungen werden geladen..." : "Weitere Bewertungen anzeigen"}
        </Button>
      ) : null}
    </div>
  );
}
