import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from "react";
import { useHoverIntent } from "./hover-intent.ts";

const focusableSelector = "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])";

// Controls hidden by a breakpoint (display: none) have no boxes and cannot take focus.
function firstRendered(root: HTMLElement, selector: string): HTMLElement | null {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(selector));
  return candidates.find((element) => element.getClientRects().length > 0) ?? null;
}

/**
 * The card shows its back on mouse hover and on its toggle ("Mehr erfahren" / "Zurück"), never on
 * keyboard focus: a focused "Mehr erfahren" that turned the card had renamed itself "Zurück",
 * so Enter did the opposite of what it had said (docs/decisions/0043). Hover counts only once
 * the pointer rests on the card (hover-intent.ts), so a pointer on its way across the grid
 * leaves every front with its portrait and stars. The toggle's choice wins until the pointer or
 * the focus leaves the card.
 */
export function useCardFlip() {
  const frontRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [pinned, setPinned] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const flipped = pinned ?? hovered;

  // The face that turns away turns inert: focus inside it (a keyboard user's pointer came to
  // rest on the card) moves to the same control on the face now shown instead of getting lost.
  useLayoutEffect(() => {
    const away = flipped ? frontRef.current : backRef.current;
    const shown = flipped ? backRef.current : frontRef.current;
    const active = document.activeElement;
    if (!away || !shown || !(active instanceof HTMLElement) || !away.contains(active)) return;
    const key = active.closest<HTMLElement>("[data-flip-key]")?.dataset.flipKey;
    const counterpart = key ? firstRendered(shown, `[data-flip-key="${key}"]`) : null;
    (counterpart ?? firstRendered(shown, focusableSelector) ?? toggleRef.current)?.focus();
  }, [flipped]);

  // WCAG 1.4.13: the back, shown on hover, goes away with Escape without the pointer having to
  // move; it stays away until the pointer leaves the card.
  useEffect(() => {
    if (!flipped) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
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
    onBlur(event: FocusEvent<HTMLElement>) {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
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
