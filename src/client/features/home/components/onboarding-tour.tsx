import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { tourTargetSelector, type TourStep } from "../onboarding-steps.ts";

const highlightClasses: Record<TourStep["highlight"], string[]> = {
  inside: ["outline-3", "-outline-offset-4", "outline-gold"],
  outside: ["outline-3", "outline-offset-4", "outline-gold"],
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls the step's element into view and outlines it while the step is shown. */
function useHighlight(step: TourStep | undefined) {
  useEffect(() => {
    if (!step) return;
    const element = document.querySelector<HTMLElement>(tourTargetSelector(step.target));
    if (!element) return;
    // A whole section is shown from its start; a button is brought to the middle of the screen.
    const tall = element.getBoundingClientRect().height > window.innerHeight / 2;
    element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: tall ? "start" : "center" });
    const classes = highlightClasses[step.highlight];
    element.classList.add(...classes);
    element.setAttribute("data-tour-active", "true");
    return () => {
      element.classList.remove(...classes);
      element.removeAttribute("data-tour-active");
    };
  }, [step]);
}

interface OnboardingTourProps {
  steps: TourStep[];
  /** Called on skip, Escape and finish alike; each of them marks the tour as seen. */
  onDone: () => void;
}

/**
 * A non-modal panel at the foot of the screen, so the highlighted part of the page stays
 * visible and usable. Clicks elsewhere do not close it; only its buttons and Escape do.
 */
export function OnboardingTour({ steps, onDone }: OnboardingTourProps) {
  const [index, setIndex] = useState(0);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const step = steps[index];
  const isLast = index >= steps.length - 1;
  useHighlight(step);
  if (!step) return null;

  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => (open ? undefined : onDone())}>
      <Dialog.Portal>
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // Someone already typing in a form keeps their place; otherwise the tour takes the focus.
            const active = document.activeElement;
            if (!active || active === document.body || active.id === "main") primaryRef.current?.focus();
          }}
          className="fixed inset-x-4 bottom-4 z-40 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl focus:outline-none motion-safe:animate-fade-in sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
        >
          <div aria-live="polite">
            <p className="text-xs font-medium text-muted-foreground">
              Schritt {index + 1} von {steps.length}
            </p>
            <Dialog.Title className="mt-1 text-lg font-semibold">{step.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">{step.text}</Dialog.Description>
          </div>
          <div className="mt-5 flex items-center justify-end gap-2">
            {isLast ? null : (
              <Button variant="ghost" onClick={onDone}>
                Überspringen
              </Button>
            )}
            <Button ref={primaryRef} onClick={isLast ? onDone : () => setIndex(index + 1)}>
              {isLast ? "Fertig" : "Weiter"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
