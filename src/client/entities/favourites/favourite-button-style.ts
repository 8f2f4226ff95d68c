export const favouriteLabels = { add: "Zu Favoriten hinzufügen", remove: "Aus Favoriten entfernen" } as const;

export interface FavouriteButtonProps {
  consultantId: number;
  className?: string;
  /** Which edge of the heart the guest's hint lines up with: the card's heart sits at its right edge. */
  hintAlign?: "start" | "end";
  /** False on a card, where the name and the call are the only Tab stops (docs/decisions/0043). */
  focusable?: boolean;
}

export const heartButtonClasses =
  "inline-flex size-10 items-center justify-center rounded-full bg-background/90 text-muted-foreground shadow-sm " +
  "hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none " +
  "aria-pressed:text-red-600 dark:aria-pressed:text-red-400";
