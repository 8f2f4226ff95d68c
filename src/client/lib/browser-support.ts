import Bowser from "bowser";

// Below these major versions the warning banner appears.
const minimumMajorVersion: Readonly<Record<string, number>> = {
  Firefox: 60,
  "Samsung Internet for Android": 9,
  Opera: 50,
  "Microsoft Edge": 80,
  Chrome: 70,
  Safari: 12,
};

function majorVersion(version: string | undefined): number | null {
  if (!version) return null;
  const major = Number.parseInt(version, 10);
  return Number.isNaN(major) ? null : major;
}

/** True when the user agent is one the portal does not fully support. */
export function isUnsupportedBrowser(userAgent: string): boolean {
  // Bowser throws on an empty string; some privacy tools send no user agent at all.
  if (!userAgent.trim()) return false;
  const parser = Bowser.getParser(userAgent);
  const { name = "", version } = parser.getBrowser();

  if (name === "Internet Explorer") return true;
  // Legacy Edge (EdgeHTML) reports versions up to 18; the Chromium one starts at 79.
  if (name === "Microsoft Edge" && parser.getEngineName() === "EdgeHTML") return true;

  const minimum = minimumMajorVersion[name];
  if (minimum === undefined) return false;
  const major = majorVersion(version);
  // An unreadable version is no reason to nag the visitor.
  return major !== null && major < minimum;
}
