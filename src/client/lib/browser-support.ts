// Below these major versions the warning banner appears. Read from the user agent with a few
// patterns instead of a parser library: this runs on every first visit, and a parser cost more
// script than the rest of the layout's lazy parts together.
const rules: ReadonlyArray<{ pattern: RegExp; minimum: number }> = [
  // Checked in this order: Edge, Samsung Internet and Opera also say "Chrome" and "Safari".
  { pattern: /\bEdg(?:A|iOS)?\/(\d+)/, minimum: 80 },
  { pattern: /\bSamsungBrowser\/(\d+)/, minimum: 9 },
  { pattern: /\b(?:OPR|Opera)\/(\d+)/, minimum: 50 },
  { pattern: /\b(?:Firefox|FxiOS)\/(\d+)/, minimum: 60 },
  { pattern: /\b(?:Chrome|Chromium|CriOS)\/(\d+)/, minimum: 70 },
  { pattern: /\bVersion\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//, minimum: 12 },
];

/** True when the user agent is one the portal does not fully support. */
export function isUnsupportedBrowser(userAgent: string): boolean {
  if (/\bMSIE \d|\bTrident\//.test(userAgent)) return true;
  // Legacy Edge (EdgeHTML) reports versions up to 18 as "Edge/"; the Chromium one says "Edg/".
  if (/\bEdge\/\d/.test(userAgent)) return true;
  for (const { pattern, minimum } of rules) {
    const match = pattern.exec(userAgent);
    if (match) return Number(match[1]) < minimum;
  }
  // An unknown or empty user agent is no reason to nag the visitor.
  return false;
}
