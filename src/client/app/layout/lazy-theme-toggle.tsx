import { lazy, Suspense } from "react";

// The theme choice works only once the page's script runs; its toggle group (and the Radix
// code under it) loads beside the page instead of in every visitor's first load
// (scripts/check-budgets.ts). Until then a pill of the same size holds its place.
const ThemeToggle = lazy(() => import("./theme-toggle.tsx").then((m) => ({ default: m.ThemeToggle })));

function Placeholder() {
  return <div className="h-[38px] w-[106px] rounded-full border border-border bg-muted" aria-hidden="true" />;
}

export function LazyThemeToggle() {
  return (
    <Suspense fallback={<Placeholder />}>
      <ThemeToggle />
    </Suspense>
  );
}
