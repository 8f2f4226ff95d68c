import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { steadyOrder } from "./steady-order.ts";

/** The attribute that names a list item's consultant for the hold; the items are the list's children. */
export const steadyItemAttribute = "data-consultant-id";

type Hold = "pointer" | "focus";
type Held = ReadonlyMap<Hold, { id: number; place: number }>;

/** The item an event happened in, and its place among the list's items as shown. */
function itemAt(target: EventTarget | null): { id: number; place: number } | null {
  if (!(target instanceof Element)) return null;
  const item = target.closest(`[${steadyItemAttribute}]`);
  const id = Number(item?.getAttribute(steadyItemAttribute));
  if (!item?.parentElement || !Number.isInteger(id)) return null;
  return { id, place: [...item.parentElement.children].indexOf(item) };
}

/** A scroll this soon after focus moved is the browser bringing the focused card into view. */
const FOCUS_SCROLL_MS = 600;

/**
 * Renders `wanted` in its order except for the item under the pointer and the one holding focus,
 * which stay where they were shown. Spread `listProps` on the list; each item carries
 * `data-consultant-id`.
 */
export function useSteadyOrder<T extends { id: number }>(wanted: readonly T[]) {
  const [held, setHeld] = useState<Held>(new Map());
  const focusMovedAt = useRef(0);

  const hold = (kind: Hold, target: EventTarget | null) => {
    const at = itemAt(target);
    setHeld((current) => {
      if ((current.get(kind)?.id ?? null) === (at?.id ?? null)) return current;
      const next = new Map(current);
      if (at) next.set(kind, at);
      else next.delete(kind);
      return next;
    });
  };

  useEffect(() => {
    if (held.size === 0) return;
    const release = () => {
      if (Date.now() - focusMovedAt.current < FOCUS_SCROLL_MS) return;
      setHeld(new Map());
    };
    window.addEventListener("scroll", release, { passive: true, capture: true });
    return () => window.removeEventListener("scroll", release, { capture: true });
  }, [held]);

  const items = steadyOrder(wanted, new Map([...held.values()].map(({ id, place }) => [id, place])));
  const listProps = {
    onPointerOver: (event: PointerEvent) => hold("pointer", event.target),
    onPointerLeave: () => hold("pointer", null),
    onFocus: (event: FocusEvent) => {
      focusMovedAt.current = Date.now();
      hold("focus", event.target);
    },
    onBlur: (event: FocusEvent) => {
      if (itemAt(event.relatedTarget) === null) hold("focus", null);
    },
  };
  return { items, listProps };
}
