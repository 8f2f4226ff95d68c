/** Latencies and failures of one kind of request. */
export interface Tally {
  latenciesMs: number[];
  errors: number;
  firstErrors: string[];
}

export const newTally = (): Tally => ({ latenciesMs: [], errors: 0, firstErrors: [] });

export function record(tally: Tally, ms: number, error: string | null): void {
  tally.latenciesMs.push(ms);
  if (error === null) return;
  tally.errors += 1;
  if (tally.firstErrors.length < 3) tally.firstErrors.push(error);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export interface Row {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(kind: string, tally: Tally): Row {
  const sorted = tally.latenciesMs.toSorted((a, b) => a - b);
  return {
    kind,
    count: sorted.length,
    errors: tally.errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** A Markdown table, printed and pasted into docs/benchmarks.md as it is. */
export function table(rows: Row[], seconds: number): string {
  const ms = (v: number) => (Number.isNaN(v) ? "–" : `${v.toFixed(0)} ms`);
  const lines = [
    "| Anfrage | Anzahl | pro s | Fehler | p50 | p95 | p99 | max |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.count} | ${(r.count / seconds).toFixed(1)} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
    ),
  ];
  return lines.join("\n");
}
