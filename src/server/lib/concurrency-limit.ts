/**
 * Runs at most `limit` tasks at once; the others wait and start in the order they came. A
 * finished task hands its slot straight to the next one, so a slot is never free while one waits.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
