import { callPricesCents, formatEuro } from "../../../shared/domain/plan.ts";
import { minimumTermText, recurringPriceText, trialPriceText } from "./plan-texts.ts";

export type TourTarget = "welcome" | "consultants" | "subscribe";

export interface TourStep {
  /** Matches the `data-tour` attribute of the element the step points at. */
  target: TourTarget;
  title: string;
  text: string;
  /** Full-width sections get the highlight inside their edges, where it stays on screen. */
  highlight: "inside" | "outside";
}

/** The tour opens 2 s after the page has loaded. */
export const TOUR_DELAY_MS = 2000;

export const tourSteps: readonly TourStep[] = [
  {
    target: "welcome",
    title: "Willkommen bei Sternenruf",
    text: "Hier sprechen Sie am Telefon mit erfahrenen Beraterinnen und Beratern über Liebe, Beruf und die Fragen, die Sie bewegen. Wir zeigen Ihnen kurz, wie es geht.",
    highlight: "inside",
  },
  {
    target: "consultants",
    title: "Beraterin oder Berater wählen",
    text: "In dieser Übersicht sehen Sie, wer gerade verfügbar ist, die Schwerpunkte jeder Person und wie Sie sie erreichen.",
    highlight: "inside",
  },
  {
    target: "subscribe",
    title: "Mitglied werden und sparen",
    text: `Die Premium-Mitgliedschaft kostet ${trialPriceText}, danach ${recurringPriceText}, ${minimumTermText}. Als Mitglied kostet Sie die Gesprächsminute dann nur ${formatEuro(callPricesCents.member)}.`,
    highlight: "outside",
  },
];

export function tourTargetSelector(target: TourTarget): string {
  return `[data-tour="${target}"]`;
}

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

/** A step is shown only if its target element exists. */
export function stepsWithTargets<T extends { target: string }>(
  steps: readonly T[],
  hasTarget: (target: T["target"]) => boolean,
): T[] {
  return steps.filter((step) => hasTarget(step.target));
}
