import { useSyncExternalStore } from "react";

// When an offline consultant is next there ("heute ab 18 Uhr"): reading the hours is code a
// first load does without, so the stream's chunk brings it along (status-stream.ts) and puts it
// here; until then the working hours show without it.

export type NextOpening = (workingHours: string, now: Date) => string | null;

let read: NextOpening | null = null;
const listeners = new Set<() => void>();

export function provideNextOpening(next: NextOpening): void {
  read = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "heute ab 18 Uhr" for an offline consultant with these hours, counted from now; else null. */
export function useNextOpening(workingHours: string | null, offline: boolean): string | null {
  const reader = useSyncExternalStore(
    subscribe,
    () => read,
    () => null,
  );
  return reader && workingHours && offline ? reader(workingHours, new Date()) : null;
}
