import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from "react";
import { useHoverIntent } from "./hover-intent.ts";

const focusableSelector = "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])";

// Controls hidden by a breakpoint (display: none) have no boxes and cannot take focus.
function firstRendered(root: HTMLElement, selector: string): HTMLElement | null {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(selector));
  return candidates.find((element) => element.getClientRects().length > 0) ?? null;
}

/**
 * The card shows its back on mouse hover, on keyboard focus and on the toggle. Hover counts
 * only once the pointer rests on the card (hover-intent.ts), so a pointer on its way across
 * the grid leaves every front with its portrait and stars. The toggle's choice wins until the
 * pointer or focus leaves, so "Zurück" works while hovering or focused. Only keyboard focus
 * counts: a tap also focuses on some phones and must not undo the toggle.
 */
export function useCardFlip() {
  const frontRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [pinned, setPinned] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  // The front turns inert when the card flips, so keyboard focus that lands there moves to
  // the same control on the back instead of getting lost.
  const focusKeyAfterFlip = useRef<string | null>(null);
  const flipped = pinned ?? (hovered || keyboardInside);

  useLayoutEffect(() => {
    const key = focusKeyAfterFlip.current;
    const back = backRef.current;
    if (!flipped || key === null || !back) return;
    focusKeyAfterFlip.current = null;
    const counterpart = key ? firstRendered(back, `[data-flip-key="${key}"]`) : null;
    (counterpart ?? firstRendered(back, focusableSelector))?.focus();
  }, [flipped]);

  // WCAG 1.4.13: the back, shown on hover or focus, goes away with Escape without the pointer
  // or the focus having to move; it stays away until they leave the card.
  useEffect(() => {
    if (!flipped) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      // The back turns inert; focus inside it would be lost, so it moves to the toggle.
      if (backRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setPinned(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [flipped]);

  const hoverProps = useHoverIntent({
    onRest: () => setHovered(true),
    onLeave: () => {
      setHovered(false);
      setPinned(null);
    },
  });

  const cardProps = {
    ...hoverProps,
    onFocus(event: FocusEvent<HTMLElement>) {
      const target = event.target;
      if (!target.matches(":focus-visible")) return;
      setKeyboardInside(true);
      if (pinned === null && !flipped && frontRef.current?.contains(target)) {
        focusKeyAfterFlip.current = target.closest<HTMLElement>("[data-flip-key]")?.dataset.flipKey ?? "";
      }
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      setKeyboardInside(false);
      setPinned(null);
    },
  };

  return {
    flipped,
    frontRef,
    backRef,
    toggleRef,
    cardProps,
    toggle: () => setPinned(!flipped),
  };
}
