// How long an anchor jump waits for its target (a slow phone may take seconds to render a
// section that needs its data), and then keeps it in place while the page around it settles:
// until its height has not changed for SETTLE_MS, and never longer than FIND_MS after the jump.
const FIND_MS = 10_000;
const SETTLE_MS = 1500;

/**
 * Jumps to the anchor's element once it is there. Content that arrives after the jump (a list
 * above it, or its own list making the page long enough to scroll that far) would leave it off
 * its place, so each change of the page's height scrolls it back for a moment, until the user
 * scrolls or types: from then on the position is theirs.
 */
export function scrollToAnchor(id: string, behavior: ScrollBehavior): void {
  const userEvents = ["wheel", "touchstart", "keydown", "pointerdown"];
  let jumped = false;
  let height = -1;
  let deadline = window.setTimeout(stop, FIND_MS);
  let timer = 0;
  const observer = new ResizeObserver(place);
  function place(): void {
    const target = document.getElementById(id);
    const now = document.body.offsetHeight;
    if (!target || now === height) return;
    height = now;
    target.scrollIntoView({ behavior: jumped ? "auto" : behavior, block: "start" });
    if (!jumped) {
      window.clearTimeout(deadline);
      deadline = window.setTimeout(stop, FIND_MS);
    }
    jumped = true;
    // A list above the target that arrives late on a busy phone moves it again: each change
    // starts the quiet period anew.
    window.clearTimeout(timer);
    timer = window.setTimeout(stop, SETTLE_MS);
  }
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    window.clearTimeout(deadline);
    for (const name of userEvents) window.removeEventListener(name, stop, true);
  }
  for (const name of userEvents) window.addEventListener(name, stop, { capture: true, passive: true });
  place();
  observer.observe(document.body);
}
