/**
 * Navigation state for a change of the address that stays on the page, such as a filter kept
 * in the query: the page keeps its scroll position instead of starting at the top again.
 */
export const keepScrollState = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
