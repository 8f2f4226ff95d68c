import { cn } from "../../../lib/cn.ts";

// Drawn here rather than with the icon set's star: sharing that module with the home page's
// cards would split it into a chunk of its own, one more file in the home page's first load.
const starPath =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** One star, filled or outlined, hidden from screen readers (the group around it says the count). */
export function ReviewStar({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn(filled ? "fill-gold text-gold" : "fill-none text-gold/50", className)}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d={starPath} />
    </svg>
  );
}

/** An own review's whole stars, read as "Bewertung: 4 von 5 Sternen". */
export function ReviewStars({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={`Bewertung: ${stars} von 5 Sternen`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <ReviewStar key={n} filled={n <= stars} className="size-4" />
      ))}
    </span>
  );
}
