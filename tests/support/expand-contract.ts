/**
 * Expand, then contract (docs/decisions/0041). During a rolling restart the first new process
 * migrates while old processes still serve, so a release's migration may only add what old
 * code does not see: tables, nullable columns or columns with a default, indexes. Removing,
 * renaming or tightening (dropTable, dropColumn, renameColumn, renameTo, setNotNull, a NOT NULL
 * column without a default; in raw SQL as well) breaks the old code still running, and waits
 * for a later release, when no process of the release that used it runs any more. Such a
 * statement carries, in the comment directly above it, `// contract: follows <release>`,
 * naming the release after which it is safe.
 */

/** The newest migration written before the rule; those up to it are not checked. */
export const expandContractBaseline = "2026-11-29-000-reviews";

const contracting: { what: string; pattern: RegExp }[] = [
  { what: "dropTable", pattern: /\.dropTable\s*\(/g },
  { what: "dropColumn", pattern: /\.dropColumn\s*\(/g },
  { what: "renameColumn", pattern: /\.renameColumn\s*\(/g },
  { what: "renameTo", pattern: /\.renameTo\s*\(/g },
  { what: "setNotNull", pattern: /\.setNotNull\s*\(/g },
  { what: "drop table (SQL)", pattern: /\bdrop\s+table\b/gi },
  { what: "drop column (SQL)", pattern: /\bdrop\s+column\b/gi },
  { what: "rename (SQL)", pattern: /\brename\s+(to|column)\b/gi },
  { what: "set not null (SQL)", pattern: /\bset\s+not\s+null\b/gi },
];

const contractComment = /^\s*\/\/\s*contract:\s*follows\s+\S+/;

/** The text of the call whose opening parenthesis is at `open`, up to its closing one. */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === "(") depth++;
    else if (source[i] === ")" && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** New NOT NULL columns on existing tables without a default: old code inserts rows without them. */
function notNullWithoutDefault(source: string): number[] {
  const found: number[] = [];
  for (const match of source.matchAll(/\.addColumn\s*\(/g)) {
    // A column of a table being created is new with it: no old code writes that table.
    const before = source.slice(0, match.index);
    if (before.lastIndexOf("createTable(") > before.lastIndexOf("alterTable(")) continue;
    const call = callText(source, match.index + match[0].length - 1);
    if (/\.notNull\s*\(/.test(call) && !/\.defaultTo\s*\(/.test(call)) found.push(match.index);
  }
  for (const match of source.matchAll(/\badd\s+column\b[^;`]*\bnot\s+null\b[^;`]*/gi)) {
    if (!/\bdefault\b/i.test(match[0])) found.push(match.index);
  }
  return found;
}

/** Whether the statement holding `index` has `// contract: follows <release>` in the comment directly above it. */
function markedAsContract(lines: string[], line: number): boolean {
  // The statement begins after a line that ends one (;, { or }), a blank line or a comment.
  let start = line;
  while (start > 0) {
    const previous = (lines[start - 1] ?? "").trim();
    if (previous === "" || previous.startsWith("//") || /[;{}]$/.test(previous)) break;
    start--;
  }
  for (let i = start - 1; i >= 0 && (lines[i] ?? "").trim().startsWith("//"); i--) {
    if (contractComment.test(lines[i] ?? "")) return true;
  }
  return false;
}

/** The contracting statements of a migration's source not marked as such: "line 12: dropColumn". */
export function unmarkedContractions(source: string): string[] {
  const lines = source.split("\n");
  const lineOf = (index: number) => source.slice(0, index).split("\n").length - 1;
  const downStarts = source.search(/export\s+async\s+function\s+down\s*\(/);
  const hits = [
    ...contracting.flatMap(({ what, pattern }) => [...source.matchAll(pattern)].map((m) => ({ what, at: m.index }))),
    ...notNullWithoutDefault(source).map((at) => ({ what: "NOT NULL column without a default", at })),
  ];
  return (
    hits
      // `down` undoes what `up` added, when a release is taken back by hand: it never runs during a
      // rolling restart, so removing there is what it is for.
      .filter(({ at }) => downStarts < 0 || at < downStarts)
      .filter(({ at }) => {
        const line = lineOf(at);
        // Comments themselves (this rule's own words in a migration's explanation) are no statements.
        return !(lines[line] ?? "").trim().startsWith("//") && !markedAsContract(lines, line);
      })
      .sort((a, b) => a.at - b.at)
      .map(({ what, at }) => `line ${lineOf(at) + 1}: ${what}`)
  );
}
