import { useSyncExternalStore } from "react";
import { steadyOrder } from "./steady-order.ts";

// The cards the user is looking at (docs/decisions/0042): the one under the pointer and the one
// holding focus keep their places while the others move. The stream's chunk watches pointer,
// focus and scrolling (hold-tracker.ts) and writes here; the lists read it as they render.

/** Per list (its `data-steady-list`), the held consultants' ids and the places they had. */
export type HeldCards = ReadonlyMap<string, ReadonlyMap<number, number>>;

const none: HeldCards = new Map();
let held: HeldCards = none;
const listeners = new Set<() => void>();

export function setHeldCards(next: HeldCards): void {
  held = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `wanted` in its order, but with the held cards of this list where they were shown. */
export function useSteadyOrder<T extends { id: number }>(list: string, wanted: readonly T[]): T[] {
  const places = useSyncExternalStore(
    subscribe,
    () => held,
    () => none,
  ).get(list);
  return places ? steadyOrder(wanted, places) : [...wanted];
}
