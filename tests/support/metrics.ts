import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** A token long enough for the setting (METRICS_TOKEN, at least 16 characters). */
export const metricsToken = "metrics-token-for-the-tests-0123";

/** The metrics page as a scraper reads it, through the app's own route. */
export async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * The sum of the samples of `name` whose labels include `labels` (0 when there is none), read
 * from the text format. Enough for deltas; the format itself is checked by promtool.
 */
export function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    const match = sampleLine.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(labelPair)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

/** Reads the samples before `act` and answers how much `name` moved. */
export async function deltaOf(
  app: FastifyInstance,
  act: () => Promise<unknown>,
  ...series: Array<[string, Record<string, string>?]>
): Promise<number[]> {
  const before = await scrape(app);
  await act();
  const after = await scrape(app);
  return series.map(([name, labels]) => sampleSum(after, name, labels) - sampleSum(before, name, labels));
}
