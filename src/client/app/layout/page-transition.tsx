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

/** The anchor jump waits and watches for a while, so its code loads only when a link has an anchor. */
function scrollToHash(hash: string, smooth: boolean): void {
  const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? "smooth" : "auto";
  void import("./scroll-to-anchor.ts").then((m) => m.scrollToAnchor(decodeURIComponent(hash.slice(1)), behavior));
}

/**
 * After an in-app page change, the focus goes to the new page's heading (or to the main content
 * when it has none yet), as a page load would put a screen reader at the start: otherwise it
 * stayed on the link just followed, or on <body> when that link was gone (after the login).
 */
function focusPageHeading(): void {
  const main = document.getElementById("main");
  const heading = main?.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  (heading ?? main)?.focus({ preventScroll: true });
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
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    latestOutlet.current = outlet;
  });

  useEffect(() => {
    if (!changing) return;
    // The page's load starts with the fade. The swap is a transition: should the module still
    // be loading, the old page stays (faded out) until it is there. There is deliberately no
    // Suspense boundary around the page: one would let React hydrate the layout first and the
    // page later, and the layout's reads answered in between would make the page's first
    // render differ from its prerendered HTML.
    void startPageLoad(pageFor(location.pathname));
    let swapped = false;
    const swap = () => {
      if (swapped) return;
      swapped = true;
      startTransition(() => setShown({ pathname: location.pathname, outlet: latestOutlet.current }));
    };
    const wrapper = wrapperRef.current;
    if (prefersReducedMotion() || !wrapper) {
      const timer = window.setTimeout(swap, 0);
      return () => window.clearTimeout(timer);
    }
    // The swap follows the end of the fade-out itself, not a timer of the same length: on a
    // busy machine the fade starts a frame or more after this effect, and a timer would swap
    // in the new page while the old one is still half visible. The longer timer covers a
    // fade-out that does not run at all (the page already faded out, a hidden tab). A busy
    // machine can deliver the end of the previous page's fade-in only now, in the first frame
    // of this fade-out: an end counts only when the page has really faded out.
    const onFadedOut = (event: TransitionEvent) => {
      if (event.target !== wrapper || event.propertyName !== "opacity") return;
      if (Number(getComputedStyle(wrapper).opacity) === 0) swap();
    };
    wrapper.addEventListener("transitionend", onFadedOut);
    const fallback = window.setTimeout(swap, FADE_MS * 5);
    return () => {
      swapped = true;
      wrapper.removeEventListener("transitionend", onFadedOut);
      window.clearTimeout(fallback);
    };
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
    if (!first && !samePage && !location.hash) focusPageHeading();
  }, [changing, location.key, location.hash, location.pathname, keepPosition]);

  return (
    <div
      ref={wrapperRef}
      className={cn(
        "transition-opacity duration-200 ease-in-out motion-reduce:transition-none",
        changing ? "opacity-0" : "opacity-100",
      )}
    >
      {changing ? shown.outlet : outlet}
    </div>
  );
}
