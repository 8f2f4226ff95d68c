import { Star, StarHalf } from "lucide-react";
import { cn } from "../../lib/cn.ts";

const MAX_STARS = 5;
const ratingFormat = new Intl.NumberFormat("de-DE", {
  maximumFractionDigits: 1,
});

type Fill = "full" | "half" | "empty";

/** Rounds to the nearest half star, within 0 to 5. */
export function starFills(rating: number): Fill[] {
  const safe = Number.isFinite(rating) ? Math.min(MAX_STARS, Math.max(0, rating)) : 0;
  const halves = Math.round(safe * 2);
  return Array.from({ length: MAX_STARS }, (_, index): Fill => {
    const left = halves - index * 2;
    return left >= 2 ? "full" : left === 1 ? "half" : "empty";
  });
}

export function ratingLabel(rating: number): string {
  const safe = Number.isFinite(rating) ? Math.min(MAX_STARS, Math.max(0, rating)) : 0;
  return `Bewertung: ${ratingFormat.format(safe)} von ${MAX_STARS} Sternen`;
}

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={cn("inline-flex items-center gap-0.5", className)}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className="relative inline-flex size-4" aria-hidden="true">
          <Star className={cn("size-4", fill === "full" ? "fill-gold text-gold" : "text-gold/40")} />
          {fill === "half" ? <StarHalf className="absolute inset-0 size-4 fill-gold text-gold" /> : null}
        </span>
      ))}
    </span>
  );
}
