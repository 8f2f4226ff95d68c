/** Shared arithmetic and number formatting of the benchmarks (German decimal commas). */

/** The p-th percentile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const decimal = (value: number, digits = 1): string => value.toFixed(digits).replace(".", ",");
export const ms = (value: number): string => `${decimal(value)} ms`;
export const whole = (value: number): string => Math.round(value).toLocaleString("de-DE");
