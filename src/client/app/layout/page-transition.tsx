import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useOutlet } from "react-router";
import { cn } from "../../lib/cn.ts";
import { keepsScroll } from "../../lib/keep-scroll.ts";
import { pageFor, startPageLoad } from "../page-modules.ts";

// The old page fades out, then the new one fades in, 200 ms each.
const FADE_MS = 200;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function scrollToHash(hash: string, smooth: boolean): void {
  const id = decodeURIComponent(hash.slice(1));
  const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? "smooth" : "auto";
  const startedAt = Date.now();
  // A section may appear only after its page has loaded its data; look again for a moment.
  const attempt = (): void => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ behavior, block: "start" });
    else if (Date.now() - startedAt < 2000) window.setTimeout(attempt, 100);
  };
  attempt();
}

/**
 * Renders the current route with a fade between pages. While the old page fades out it
 * stays on screen (its outlet element is kept), then the new one is swapped in.
 */
export function PageTransition() {
  const location = useLocation();
  const outlet = useOutlet();
  const latestOutlet = useRef<ReactNode>(outlet);
  const [shown, setShown] = useState<{ pathname: string; outlet: ReactNode }>({ pathname: location.pathname, outlet });
  const changing = location.pathname !== shown.pathname;
  const isFirstScroll = useRef(true);

  useEffect(() => {
    latestOutlet.current = outlet;
  });

  useEffect(() => {
    if (!changing) return;
    const delay = prefersReducedMotion() ? 0 : FADE_MS;
    // A transition: should the new page's module still be loading, the old page stays (faded
    // out) until it is there. There is deliberately no Suspense boundary around the page: one
    // would let React hydrate the layout first and the page later, and the layout's reads
    // answered in between would make the page's first render differ from its prerendered HTML.
    // The page's load starts with the fade.
    void startPageLoad(pageFor(location.pathname));
    const timer = window.setTimeout(() => {
      startTransition(() => setShown({ pathname: location.pathname, outlet: latestOutlet.current }));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [changing, location.pathname]);

  // Scroll once the new page is in: to the anchor if there is one, else to the top. A change
  // of the query that asks to keep the position (a filter on the same page) stays where it is.
  const keepPosition = keepsScroll(location.state);
  const scrolledPathname = useRef(location.pathname);
  useEffect(() => {
    if (changing) return;
    const first = isFirstScroll.current;
    isFirstScroll.current = false;
    const samePage = scrolledPathname.current === location.pathname;
    scrolledPathname.current = location.pathname;
    if (location.hash) scrollToHash(location.hash, !first);
    else if (!first && !(keepPosition && samePage)) window.scrollTo({ top: 0, left: 0 });
  }, [changing, location.key, location.hash, location.pathname, keepPosition]);

  return (
    <div
      className={cn(
        "transition-opacity duration-200 ease-in-out motion-reduce:transition-none",
        changing ? "opacity-0" : "opacity-100",
      )}
    >
      {changing ? shown.outlet : outlet}
    </div>
  );
}
