import { describe, expect, it } from "vitest";
import { stepsWithTargets, tourSteps, tourTargetSelector } from "../../src/client/features/home/onboarding-steps.ts";

const present =
  (...targets: string[]) =>
  (target: string) =>
    targets.includes(target);

describe("onboarding tour steps", () => {
  it("has three steps in order: welcome, consultants, subscribe", () => {
    expect(tourSteps.map((step) => step.target)).toEqual(["welcome", "consultants", "subscribe"]);
    for (const step of tourSteps) {
      expect(step.title).not.toBe("");
      expect(step.text).not.toBe("");
    }
  });

  it("keeps every step whose target exists, in order", () => {
    expect(stepsWithTargets(tourSteps, present("welcome", "consultants", "subscribe"))).toEqual(tourSteps);
  });

  it("leaves out a step whose target is missing", () => {
    const steps = stepsWithTargets(tourSteps, present("welcome", "subscribe"));
    expect(steps.map((step) => step.target)).toEqual(["welcome", "subscribe"]);
  });

  it("leaves nothing when no target exists", () => {
    expect(stepsWithTargets(tourSteps, present())).toEqual([]);
  });

  it("finds targets by their data-tour attribute", () => {
    expect(tourTargetSelector("consultants")).toBe('[data-tour="consultants"]');
  });

  it("states the weekly fee of the plan data in the subscribe step", () => {
    const subscribe = tourSteps.find((step) => step.target === "subscribe");
    const text = subscribe?.text.replace(/\s/g, " ");
    expect(text).toContain("1,00 € im ersten Monat, danach 4,99 € pro Woche");
    expect(text).toContain("Mindestlaufzeit 3 Monate nach dem Testmonat");
    expect(text).toContain("Gesprächsminute dann nur 0,69 €.");
  });
});
