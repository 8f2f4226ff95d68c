import { lazy, Suspense } from "react";
import { FavouriteButtonPlaceholder, type FavouriteButtonProps } from "./favourite-button-placeholder.tsx";

// The heart's logic (its query, its mutation, the guest's hint) loads after the page is on
// screen, so that it stays out of a visitor's first load (scripts/check-budgets.ts).
const LazyButton = lazy(() => import("./favourite-button.tsx").then((m) => ({ default: m.FavouriteButton })));

/** The heart on a consultant's card and page (docs/decisions/0042). */
export function FavouriteHeart(props: FavouriteButtonProps) {
  return (
    <Suspense fallback={<FavouriteButtonPlaceholder className={props.className} />}>
      <LazyButton {...props} />
    </Suspense>
  );
}
