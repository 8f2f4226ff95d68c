import { lazy, Suspense, useSyncExternalStore } from "react";

// The theme choice works only once the page's script runs; its toggle group (and the Radix
// code under it) loads beside the page instead of in every visitor's first load
// (scripts/check-budgets.ts). Until then a pill of the same size holds its place.
const ThemeToggle = lazy(() => import("./theme-toggle.tsx").then((m) => ({ default: m.ThemeToggle })));

const noSubscription = () => () => {};

function Placeholder() {
  return <div className="h-[38px] w-[106px] rounded-full border border-border bg-muted" aria-hidden="true" />;
}

export function LazyThemeToggle() {
  // The prerendered HTML and the hydrating render show the placeholder; a toggle still loading
  // there would make React give up the server's markup (docs/decisions/0018-prerendered-public-pages.md).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <ThemeToggle />
    </Suspense>
  );
}
