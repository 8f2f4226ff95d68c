import { useState } from "react";

/**
 * A control that saves on change shows the choice just made from the click on, until the save
 * has settled: the mutation's own pending state arrives a tick later, and a controlled control
 * would flick back meanwhile. A failed save shows the saved value again.
 */
export function useChoiceWhileSaving<T>(saved: T) {
  const [choice, setChoice] = useState<{ value: T } | null>(null);
  return {
    shown: choice ? choice.value : saved,
    saving: choice !== null,
    /** Call in the change handler, before the mutation starts. */
    hold: (value: T) => setChoice({ value }),
    /** Call when the mutation has settled, as its `onSettled`. */
    release: () => setChoice(null),
  };
}
