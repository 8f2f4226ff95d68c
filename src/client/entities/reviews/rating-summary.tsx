import type { ReactNode } from "react";
import { ratingSummary } from "../../../shared/domain/reviews.ts";
import { StarRating } from "../../components/ui/star-rating.tsx";
import { cn } from "../../lib/cn.ts";
import { ReviewRulesLink } from "./review-rules-link.tsx";

interface RatingSummaryProps {
  /** The average of the verified reviews of the rating period; ignored without reviews. */
  rating: number;
  reviewCount: number;
  className?: string;
  /** The link "So prüfen wir Bewertungen", when the place needs it with attributes of its own. */
  rulesLink?: ReactNode;
}

/**
 * A consultant's average as stars, "4,6 aus 12 Bewertungen der letzten 12 Monate" and the link to
 * how reviews are checked; without reviews it says so instead of showing empty stars.
 */
export function RatingSummary({ rating, reviewCount, className, rulesLink }: RatingSummaryProps) {
  if (reviewCount === 0) {
    return <p className={cn("text-sm text-muted-foreground", className)}>{ratingSummary(0, 0)}</p>;
  }
  return (
    <div className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)}>
      <StarRating rating={rating} />
      <span>{ratingSummary(rating, reviewCount)}</span>
      {rulesLink ?? <ReviewRulesLink />}
    </div>
  );
}
