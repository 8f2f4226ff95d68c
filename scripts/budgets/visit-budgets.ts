import type { VisitFigures } from "./visit.ts";

const kib = 1024;

/**
 * What a visitor's phone may load of script on a first visit until the page is idle, as sent
 * (brotli), and in how many script requests. Counted by scripts/budgets/visit.ts.
 */
export const visitBudgets: Record<string, { scriptBytes: number; scriptRequests: number }> = {
  "/": { scriptBytes: 150 * kib, scriptRequests: 25 },
  "/berater": { scriptBytes: 120 * kib, scriptRequests: 25 },
};

/**
 * While a page is still over its budget, this ceiling, just above its figure when it was set,
 * keeps it from growing; it may only be lowered, towards the budget (docs/benchmarks.md).
 */
export const visitCeilings: Record<string, { scriptBytes: number; scriptRequests: number }> = {
  "/": { scriptBytes: 207 * kib, scriptRequests: 69 },
  "/berater": { scriptBytes: 172 * kib, scriptRequests: 55 },
};

export function visitWithin(
  figures: VisitFigures,
  limits: Record<string, { scriptBytes: number; scriptRequests: number }>,
): boolean {
  const limit = limits[figures.path];
  if (!limit) throw new Error(`Kein Budget für ${figures.path}`);
  return figures.scriptBytes <= limit.scriptBytes && figures.scripts.length <= limit.scriptRequests;
}
