import type { SteadyOrder } from "./live-store.ts";
import { steadyOrder } from "./steady-order.ts";

// Watches which card is under the pointer and which holds focus, in every live list
// (`data-steady-list`, its items carrying `data-consultant-id`), and lets go of them when the
// pointer or focus leaves or the user scrolls (docs/decisions/0042).

type Hold = { list: string; id: number; place: number };

/** A scroll this soon after focus moved is the browser bringing the focused card into view. */
const FOCUS_SCROLL_MS = 600;

function holdAt(target: EventTarget | null): Hold | null {
  if (!(target instanceof Element)) return null;
  const item = target.closest("[data-consultant-id]");
  const list = item?.parentElement?.getAttribute("data-steady-list");
  const id = Number(item?.getAttribute("data-consultant-id"));
  if (!item?.parentElement || !list || !Number.isInteger(id)) return null;
  return { list, id, place: Array.prototype.indexOf.call(item.parentElement.children, item) };
}

/** Starts watching; the returned function stops and lets go of every card. */
export function trackHeldCards(publish: (order: SteadyOrder) => void): () => void {
  let pointer: Hold | null = null;
  let focus: Hold | null = null;
  let focusMovedAt = 0;

  let held = new Map<string, Map<number, number>>();
  // Whether a list was last drawn other than in its wanted order: only then does a change of
  // the held cards need the lists drawn again, so that a pointer crossing the grid costs nothing.
  let deviated = false;
  const order: SteadyOrder = (list, wanted) => {
    const places = held.get(list);
    const result = places ? steadyOrder(wanted, places) : [...wanted];
    if (result.some((item, i) => item !== wanted[i])) deviated = true;
    return result;
  };
  publish(order);

  const update = (nextPointer: Hold | null, nextFocus: Hold | null) => {
    const same = (a: Hold | null, b: Hold | null) => a?.list === b?.list && a?.id === b?.id;
    if (same(pointer, nextPointer) && same(focus, nextFocus)) return;
    // A card already held keeps the place it had when it was first held.
    pointer = same(pointer, nextPointer) ? pointer : nextPointer;
    focus = same(focus, nextFocus) ? focus : nextFocus;
    held = new Map();
    for (const hold of [pointer, focus]) {
      if (!hold) continue;
      const places = held.get(hold.list) ?? new Map<number, number>();
      places.set(hold.id, hold.place);
      held.set(hold.list, places);
    }
    if (deviated) {
      deviated = false;
      publish((list, wanted) => order(list, wanted));
    }
  };

  const onPointerOver = (event: Event) => update(holdAt(event.target), focus);
  const onPointerLeave = () => update(null, focus);
  const onFocusIn = (event: Event) => {
    focusMovedAt = Date.now();
    update(pointer, holdAt(event.target));
  };
  const onFocusOut = (event: Event) => {
    if (!holdAt((event as FocusEvent).relatedTarget)) update(pointer, null);
  };
  const onScroll = () => {
    if (Date.now() - focusMovedAt >= FOCUS_SCROLL_MS) update(null, null);
  };

  document.addEventListener("pointerover", onPointerOver);
  document.documentElement.addEventListener("pointerleave", onPointerLeave);
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  window.addEventListener("scroll", onScroll, { passive: true, capture: true });
  return () => {
    document.removeEventListener("pointerover", onPointerOver);
    document.documentElement.removeEventListener("pointerleave", onPointerLeave);
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
    window.removeEventListener("scroll", onScroll, { capture: true });
    update(null, null);
  };
}
