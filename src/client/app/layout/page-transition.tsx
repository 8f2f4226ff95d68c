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

// How long an anchor jump waits for its target, and then keeps it in place while the page
// around it settles. A slow phone may take seconds to render a section that needs its data.
const FIND_MS = 10_000;
const SETTLE_MS = 1500;

const USER_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Runs `watch` until it calls its `stop`, the time is up, or the user scrolls or types
 * themselves: from then on the position is theirs.
 */
function untilUserActs(ms: number, watch: (stop: () => void) => () => void): void {
  let stopped = false;
  let cleanup: () => void = () => {};
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cleanup();
    window.clearTimeout(timer);
    for (const name of USER_EVENTS) window.removeEventListener(name, stop, true);
  };
  const timer = window.setTimeout(stop, ms);
  for (const name of USER_EVENTS) window.addEventListener(name, stop, { capture: true, passive: true });
  cleanup = watch(stop);
}

function scrollToHash(hash: string, smooth: boolean): void {
  const id = decodeURIComponent(hash.slice(1));
  const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? "smooth" : "auto";
  const jump = (target: HTMLElement) => {
    target.scrollIntoView({ behavior, block: "start" });
    keepInPlace(target);
  };
  const present = document.getElementById(id);
  if (present) return jump(present);
  // A section may appear only after its page has loaded its data: wait for it.
  untilUserActs(FIND_MS, (stop) => {
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      jump(target);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
}

/**
 * Content that arrives after the jump (a list loaded above the target, or the target's own
 * list making the page long enough to scroll that far) would leave the target off its place:
 * while the page settles, each change of its height scrolls the target back.
 */
function keepInPlace(target: HTMLElement): void {
  if (typeof ResizeObserver !== "function") return;
  untilUserActs(SETTLE_MS, (stop) => {
    let height = document.body.offsetHeight;
    // The observer also reports once when it starts; only a real change of height moves the page.
    const observer = new ResizeObserver(() => {
      if (!target.isConnected) return stop();
      const now = document.body.offsetHeight;
      if (now === height) return;
      height = now;
      target.scrollIntoView({ behavior: "auto", block: "start" });
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  });
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
    // fade-out that does not run at all (the page already faded out, a hidden tab).
    const onFadedOut = (event: TransitionEvent) => {
      if (event.target === wrapper && event.propertyName === "opacity") swap();
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
