import { Suspense, useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => {};

/**
 * Renders lazily loaded children only in the browser, and when the page was prerendered, only
 * after React has taken it over: the HTML has no place for them, and the first render must
 * match it (docs/decisions/0018-prerendered-public-pages.md).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? <Suspense fallback={null}>{children}</Suspense> : null;
}
