import { useEffect, useRef, type PointerEvent } from "react";

/** How long the mouse pointer must rest on a card before it turns; a pointer crossing it never does. */
export const HOVER_INTENT_MS = 350;

/** Movement within this radius still counts as resting: a hand on a mouse is never quite still. */
const REST_RADIUS_PX = 8;

interface HoverIntentOptions {
  /** The mouse pointer has rested on the element for HOVER_INTENT_MS. */
  onRest(): void;
  /** The mouse pointer has left the element. */
  onLeave(): void;
}

/**
 * Mouse hover that means it: the intent counts only once the pointer has stayed within a small
 * radius for HOVER_INTENT_MS. Touch and pen are left out, since they have no hover; a press
 * inside the element uses what is shown there, so it cancels an intent that has not fired yet.
 */
export function useHoverIntent({ onRest, onLeave }: HoverIntentOptions) {
  const timer = useRef<number | null>(null);
  const anchor = useRef<{ x: number; y: number } | null>(null);
  // Set once the intent fired or a press cancelled it, until the pointer leaves.
  const settled = useRef(false);
  const onRestRef = useRef(onRest);
  useEffect(() => {
    onRestRef.current = onRest;
  });

  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const arm = (event: PointerEvent<HTMLElement>) => {
    cancel();
    anchor.current = { x: event.clientX, y: event.clientY };
    timer.current = window.setTimeout(() => {
      timer.current = null;
      settled.current = true;
      onRestRef.current();
    }, HOVER_INTENT_MS);
  };

  return {
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== "mouse") return;
      settled.current = false;
      arm(event);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== "mouse" || settled.current) return;
      const from = anchor.current;
      // Also arms a pointer that was already on the card when the page appeared under it.
      if (
        timer.current === null ||
        !from ||
        Math.hypot(event.clientX - from.x, event.clientY - from.y) > REST_RADIUS_PX
      ) {
        arm(event);
      }
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== "mouse") return;
      cancel();
      settled.current = true;
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== "mouse") return;
      cancel();
      anchor.current = null;
      settled.current = false;
      onLeave();
    },
  };
}
