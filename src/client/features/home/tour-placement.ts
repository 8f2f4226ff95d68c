import type { TourTarget } from "./onboarding-steps.ts";

// Where the tour's panel may sit over the page: geometry for the tour's own chunk
// (components/onboarding-tour.tsx), kept out of the home page's first load, which only needs
// the steps and the delay (onboarding-steps.ts, scripts/check-budgets.ts).

/**
 * What the tour's panel must not cover while a step points at its target: the parts marked
 * `data-tour-keep` and `data-tour-must` with the target's name, all together where they fit,
 * else at least the `data-tour-must` one; the target itself when it marks none.
 */
export function tourKeepSelectors(target: TourTarget): { keep: string; must: string } {
  return { keep: `[data-tour-keep="${target}"], [data-tour-must="${target}"]`, must: `[data-tour-must="${target}"]` };
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far to scroll (down positive) so that a box is clear of the panel and below `top` (the
 * sticky header), moving as little as possible; null when it cannot be (too tall for the space
 * above the panel, which sits at the foot, across a phone's width or at one side of a wide screen).
 */
function clearingDelta(box: Box, panel: Box, top: number): number | null {
  const bottom = panel.top - 8;
  const fitsAbove = box.bottom - box.top <= bottom - top;
  const beside = box.right <= panel.left || box.left >= panel.right;
  if (!fitsAbove && !beside) return null;
  if (box.top < top) return box.top - top;
  if (!beside && box.bottom > bottom) return box.bottom - bottom;
  return 0;
}

/**
 * The scroll for a step: the first candidate (all that the step points at, then its most
 * important part) that can be shown clear of the panel; when none can, the last one ends just
 * above the panel.
 */
export function tourScrollDelta(candidates: readonly Box[], panel: Box, top: number): number {
  for (const box of candidates) {
    const delta = clearingDelta(box, panel, top);
    if (delta !== null) return delta;
  }
  const last = candidates.at(-1);
  return last ? last.bottom - (panel.top - 8) : 0;
}
