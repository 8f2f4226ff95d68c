import { lazy, Suspense } from "react";
import { cn } from "../../lib/cn.ts";
import type { FavouriteButtonProps } from "./favourite-button-style.ts";

// The heart (its icon, query, mutation and the guest's hint) loads from its own chunk once the
// card renders, so that none of it is in a visitor's first load (scripts/check-budgets.ts). Until
// then an empty box of its size holds its place, so its arrival moves nothing.
const LazyButton = lazy(() => import("./favourite-button.tsx").then((m) => ({ default: m.FavouriteButton })));

/** The heart on a consultant's card and page (docs/decisions/0042). */
export function FavouriteHeart(props: FavouriteButtonProps) {
  return (
    <Suspense fallback={<span className={cn("inline-block size-10", props.className)} />}>
      <LazyButton {...props} />
    </Suspense>
  );
}
