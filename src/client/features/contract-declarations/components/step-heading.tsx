import { useEffect, useRef } from "react";

interface StepHeadingProps {
  step: 1 | 2;
  title: string;
}

/** "Schritt 1 von 2" plus the step's title; focused on step 2 so screen readers announce the change. */
export function StepHeading({ step, title }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 2) ref.current?.focus();
  }, [step]);
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium text-muted-foreground">Schritt {step} von 2</p>
      <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
        {title}
      </h2>
    </div>
  );
}
