import { startTransition, useEffect, useState } from "react";

// The skeleton stays for 800 ms before the home page appears.
const SKELETON_MS = 800;

let firstMountSeen = false;

/**
 * How long the skeleton has been on screen already when the home page mounts: on the document's
 * first page, prerendered, since the first paint (docs/decisions/0018-prerendered-public-pages.md);
 * otherwise it appears only now.
 */
function skeletonShownForMs(): number {
  if (firstMountSeen) return 0;
  firstMountSeen = true;
  const prerendered = document.getElementById("root")?.hasAttribute("data-prerendered") === true;
  const [navigation] = performance.getEntriesByType("navigation");
  const [firstPaint] = performance.getEntriesByName("first-contentful-paint");
  if (!prerendered || !navigation || !firstPaint) return 0;
  if (new URL(navigation.name).pathname !== window.location.pathname) return 0;
  return Math.max(0, performance.now() - firstPaint.startTime);
}

/** False for the first 800 ms the skeleton is on screen, then true. */
export function useSkeletonDelay(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The whole home page replaces the skeleton at once. As a transition React draws it in
    // short slices, so a slow phone's main thread is not blocked for the whole page at once
    // (docs/benchmarks.md, bench:web).
    const showPage = () => startTransition(() => setReady(true));
    const timer = window.setTimeout(showPage, Math.max(0, SKELETON_MS - skeletonShownForMs()));
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}
