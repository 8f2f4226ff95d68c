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

/** A step is shown only if its target element exists. */
export function stepsWithTargets<T extends { target: string }>(
  steps: readonly T[],
  hasTarget: (target: T["target"]) => boolean,
): T[] {
  return steps.filter((step) => hasTarget(step.target));
}
