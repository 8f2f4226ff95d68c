import type { TableCount } from "./common.ts";

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;

export function describeCounts(counts: TableCount[]): string {
  const rows = counts.reduce((sum, t) => sum + t.rows, 0);
  return `${counts.length} Tabellen, ${rows.toLocaleString("de-DE")} Zeilen`;
}
