/** Ad click ids the conversion calls need later. */
export const trackingParamNames = ["gclid", "msclkid", "fbclid"] as const;

export type TrackingParamName = (typeof trackingParamNames)[number];
export type TrackingParams = Partial<Record<TrackingParamName, string>>;

export interface ExtractedTrackingParams {
  params: TrackingParams;
  /** Path, remaining query and hash without the click ids; null when nothing was removed. */
  cleanedUrl: string | null;
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}

/**
 * Pulls the click ids out of a URL and returns the address without them. The other query
 * pairs are kept byte for byte, so links of other tools keep their exact encoding.
 */
export function extractTrackingParams(href: string): ExtractedTrackingParams {
  const url = new URL(href);
  const params: TrackingParams = {};
  const kept: string[] = [];
  let removed = false;

  for (const pair of url.search.replace(/^\?/, "").split("&")) {
    if (!pair) continue;
    const separator = pair.indexOf("=");
    const key = decodeQueryPart(separator === -1 ? pair : pair.slice(0, separator));
    const name = trackingParamNames.find((candidate) => candidate === key);
    if (name === undefined) {
      kept.push(pair);
      continue;
    }
    removed = true;
    const value = separator === -1 ? "" : decodeQueryPart(pair.slice(separator + 1)).trim();
    // The first occurrence wins, as URLSearchParams.get would have it.
    if (value && params[name] === undefined) params[name] = value;
  }

  if (!removed) return { params, cleanedUrl: null };
  const search = kept.length > 0 ? `?${kept.join("&")}` : "";
  return { params, cleanedUrl: `${url.pathname}${search}${url.hash}` };
}

/**
 * Takes the click ids out of the address bar, so that shared or bookmarked links do not carry
 * them on, and returns them. Runs before the router starts.
 */
export function takeTrackingParams(win: Window = window): TrackingParams {
  const { params, cleanedUrl } = extractTrackingParams(win.location.href);
  if (cleanedUrl !== null) {
    // Keep the existing history state: the router keeps its own bookkeeping in it.
    win.history.replaceState(win.history.state, "", cleanedUrl);
  }
  return params;
}
