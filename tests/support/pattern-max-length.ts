// The longest string a regular expression of the JSON Schema kind matches, in UTF-16 units:
// literals, escapes, character classes, groups, alternatives and the quantifiers ? * + {n,m}.
// Infinity when a quantifier has no upper end.

interface Cursor {
  source: string;
  at: number;
}

function atom(c: Cursor): number {
  const char = c.source[c.at];
  if (char === "^" || char === "$") {
    c.at += 1;
    return 0;
  }
  if (char === "(") {
    c.at += 1;
    if (c.source.startsWith("?:", c.at) || c.source.startsWith("?=", c.at) || c.source.startsWith("?!", c.at)) {
      const lookahead = c.source[c.at + 1] !== ":";
      c.at += 2;
      const inner = alternatives(c);
      c.at += 1; // ")"
      return lookahead ? 0 : inner;
    }
    const inner = alternatives(c);
    c.at += 1; // ")"
    return inner;
  }
  if (char === "[") {
    c.at += 1;
    while (c.at < c.source.length && c.source[c.at] !== "]") c.at += c.source[c.at] === "\\" ? 2 : 1;
    c.at += 1; // "]"
    return 1;
  }
  c.at += char === "\\" ? 2 : 1;
  return 1;
}

function quantified(c: Cursor, length: number): number {
  const char = c.source[c.at];
  if (char === "?") {
    c.at += 1;
    return length;
  }
  if (char === "*" || char === "+") {
    c.at += 1;
    return length === 0 ? 0 : Infinity;
  }
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(c.source.slice(c.at));
  if (!braces) return length;
  c.at += braces[0].length;
  const upper = braces[2] === undefined ? Number(braces[1]) : braces[3] ? Number(braces[3]) : Infinity;
  return length === 0 ? 0 : length * upper;
}

function sequence(c: Cursor): number {
  let total = 0;
  while (c.at < c.source.length && c.source[c.at] !== "|" && c.source[c.at] !== ")") {
    total += quantified(c, atom(c));
  }
  return total;
}

function alternatives(c: Cursor): number {
  let longest = sequence(c);
  while (c.source[c.at] === "|") {
    c.at += 1;
    longest = Math.max(longest, sequence(c));
  }
  return longest;
}

export function patternMaxLength(pattern: string): number {
  return alternatives({ source: pattern, at: 0 });
}
