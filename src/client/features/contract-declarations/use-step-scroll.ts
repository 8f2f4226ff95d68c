import { useEffect } from "react";

/** Each step starts at the top of the page; on a phone the next step would otherwise be off-screen. */
export function useStepScroll(step: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
}
