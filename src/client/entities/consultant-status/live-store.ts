import { useSyncExternalStore } from "react";

// What the stream's chunk (status-stream.ts) gives the page besides the cache updates
// (docs/decisions/0042): the cards the user is looking at, which keep their places while the
// others move (hold-tracker.ts), and the reading of working hours for "heute ab 18 Uhr". Both
// are code a first load does without; until the chunk is there, the lists keep their plain
// order and the hours show without the next opening.

/** A list (its `data-steady-list`) in its wanted order, with the cards held where they were shown. */
export type SteadyOrder = <T extends { id: number }>(list: string, wanted: readonly T[]) => T[];
export type NextOpening = (workingHours: string, now: Date) => string | null;

interface LiveState {
  order: SteadyOrder | null;
  nextOpening: NextOpening | null;
  /** When the stream's clock last ticked: "heute ab 18 Uhr" is read anew on each tick. */
  tick: number;
}

const initial: LiveState = { order: null, nextOpening: null, tick: 0 };
let state = initial;
const listeners = new Set<() => void>();

export function setLiveState(change: Partial<LiveState>): void {
  state = Object.assign({}, state, change);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One value read from the store: the component renders again only when that value changes, so
 * that the stream's joining and its clock do not draw every card anew.
 */
function useLiveValue<T>(read: (state: LiveState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(state),
    () => read(initial),
  );
}

/** `wanted` in its order, but with the held cards of this list where they were shown. */
export function useSteadyOrder<T extends { id: number }>(list: string, wanted: readonly T[]): T[] {
  const order = useLiveValue((live) => live.order);
  return order ? order(list, wanted) : [...wanted];
}

/**
 * "heute ab 18 Uhr" for an offline consultant with these hours, counted from now; null when
 * there is nothing to say, and while the code that works it out is still loading. Read on
 * every tick of the stream's clock, but the component renders again only when the text changes.
 */
export function useNextOpening(workingHours: string | null, offline: boolean): string | null {
  return useLiveValue(({ nextOpening: read, tick }) =>
    // The stream sets the tick to the time when it joins and every 30 s after (status-stream.ts).
    workingHours && offline && read ? read(workingHours, new Date(tick)) : null,
  );
}
