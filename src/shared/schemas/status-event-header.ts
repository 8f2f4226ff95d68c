// A module of its own, without zod and apart from the stream's names (live-status-names.ts): the
// first load reads it with the list, and the stream's late chunk shares no module with it.

/**
 * The answer of GET /api/consultants names in this header the newest status event its list
 * contains (0: none yet); a stream opened with it as `lastEventId` sends what changed since
 * (docs/decisions/0042).
 */
export const statusEventHeader = "x-status-event-id";
