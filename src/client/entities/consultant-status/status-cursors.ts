import { statusEventHeader } from "../../../shared/schemas/status-event-header.ts";

// The status event each answer about consultants was read at (docs/decisions/0042): the server
// names it in a header, and the tab's first stream resumes from there, so that what changed
// after the list was read is sent on the stream instead of the list being read once more.

/** By address: the oldest event of its answers, or null once an answer named none. */
const cursors = new Map<string, number | null>();

/**
 * Notes the event an answer of `url` was read at. The oldest of them is kept: whichever answer
 * the cache holds, it contains that event and every one before it, so resuming from there
 * loses nothing (a change sent twice does no harm).
 */
export function rememberStatusCursor(url: string, res: Response): void {
  const named = res.headers.get(statusEventHeader) ?? "";
  const known = cursors.get(url);
  if (!/^\d{1,15}$/.test(named) || known === null) cursors.set(url, null);
  else cursors.set(url, known === undefined ? Number(named) : Math.min(known, Number(named)));
}

/** The event to resume from for what the cache holds of `url`; undefined when unknown. */
export function statusCursorOf(url: string): number | undefined {
  return cursors.get(url) ?? undefined;
}
