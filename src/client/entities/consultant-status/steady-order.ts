// The order of a live list (docs/decisions/0042): the lists follow the product's order (busy,
// available, offline), but a card under the pointer or holding focus keeps its place while the
// others move, until the pointer leaves it, focus leaves it or the user scrolls.

/** Each list's cards at their wanted order, with the held ones at the places they had. */
export function steadyOrder<T extends { id: number }>(wanted: readonly T[], held: ReadonlyMap<number, number>): T[] {
  const pinned = [...held].filter(([id]) => wanted.some((item) => item.id === id)).sort((a, b) => a[1] - b[1]);
  if (pinned.length === 0) return [...wanted];
  const rest = wanted.filter((item) => !held.has(item.id));
  const result: T[] = [];
  for (const [id, place] of pinned) {
    while (result.length < place && rest.length > 0) {
      const next = rest.shift();
      if (next) result.push(next);
    }
    const item = wanted.find((candidate) => candidate.id === id);
    if (item) result.push(item);
  }
  return [...result, ...rest];
}
