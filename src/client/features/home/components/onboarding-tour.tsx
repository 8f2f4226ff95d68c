import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { tourTargetSelector, type TourStep } from "../onboarding-steps.ts";
import { tourKeepSelectors, tourScrollDelta, type Box } from "../tour-placement.ts";

const highlightClasses: Record<TourStep["highlight"], string[]> = {
  inside: ["outline-3", "-outline-offset-4", "outline-gold"],
  outside: ["outline-3", "outline-offset-4", "outline-gold"],
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function boxOf(element: Element): Box {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
}

function unionOf(boxes: Box[]): Box {
  return {
    top: Math.min(...boxes.map((b) => b.top)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
    left: Math.min(...boxes.map((b) => b.left)),
    right: Math.max(...boxes.map((b) => b.right)),
  };
}

/** The lowest edge the sticky header covers, as site-nav.tsx publishes it. */
function headerBottom(): number {
  const height = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height"));
  return (Number.isFinite(height) ? height : 64) + 8;
}

/**
 * Scrolls the step's target so that the panel covers nothing of what it points at (its
 * `data-tour-keep` parts, onboarding-steps.ts), and outlines it while the step is shown.
 */
function useHighlight(step: TourStep | undefined, panel: HTMLElement | null) {
  useEffect(() => {
    if (!step) return;
    const element = document.querySelector<HTMLElement>(tourTargetSelector(step.target));
    if (!element) return;
    const selectors = tourKeepSelectors(step.target);
    const marked = Array.from(document.querySelectorAll(selectors.keep)).map(boxOf);
    const must = document.querySelector(selectors.must);
    const keep = marked.length > 0 ? [unionOf(marked), ...(must ? [boxOf(must)] : [])] : [boxOf(element)];
    const delta = panel ? tourScrollDelta(keep, boxOf(panel), headerBottom()) : 0;
    window.scrollBy({ top: delta, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    const classes = highlightClasses[step.highlight];
    element.classList.add(...classes);
    element.setAttribute("data-tour-active", "true");
    return () => {
      element.classList.remove(...classes);
      element.removeAttribute("data-tour-active");
    };
  }, [step, panel]);
}

/** Where the focus goes when the tour closes: what it took it from, else the last step's first control. */
function focusAfterTour(opener: Element | null, step: TourStep | undefined): void {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body && opener.id !== "main") {
    opener.focus();
    return;
  }
  const target = step ? document.querySelector<HTMLElement>(tourTargetSelector(step.target)) : null;
  const control = target?.matches("a[href], button")
    ? target
    : target?.querySelector<HTMLElement>("a[href], button:not([disabled])");
  (control ?? document.getElementById("main"))?.focus();
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
  // The panel is measured once it is there: its portal puts it into the page a render later.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const opener = useRef<Element | null>(null);
  const step = steps[index];
  const isLast = index >= steps.length - 1;
  useHighlight(step, panel);
  if (!step) return null;

  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => (open ? undefined : onDone())}>
      <Dialog.Portal>
        <Dialog.Content
          ref={setPanel}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // Someone already typing in a form keeps their place; otherwise the tour takes the focus.
            const active = document.activeElement;
            opener.current = active;
            if (!active || active === document.body || active.id === "main") primaryRef.current?.focus();
          }}
          // Closed by a button or Escape, the focus goes back into the page instead of to <body>.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusAfterTour(opener.current, step);
          }}
          // On a wide screen a low bar, text beside the buttons, so that it leaves as much of the
          // page above it as it can (useHighlight keeps what the step points at above it).
          className="fixed inset-x-4 bottom-4 z-40 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl focus:outline-none motion-safe:animate-fade-in md:left-1/2 md:right-auto md:flex md:w-[min(52rem,calc(100%-3rem))] md:-translate-x-1/2 md:items-end md:gap-6 md:py-4"
        >
          <div aria-live="polite" className="md:flex-1">
            <p className="text-xs font-medium text-muted-foreground">
              Schritt {index + 1} von {steps.length}
            </p>
            <Dialog.Title className="mt-1 text-lg font-semibold">{step.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">{step.text}</Dialog.Description>
          </div>
          <div className="mt-5 flex shrink-0 items-center justify-end gap-2 md:mt-0">
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
