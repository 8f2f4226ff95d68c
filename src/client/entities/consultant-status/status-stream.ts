import type { QueryClient } from "@tanstack/react-query";
import type { ToastOptions } from "../../lib/toast.ts";
import { nextOpeningText, parseWorkingHours } from "../../../shared/domain/working-hours.ts";
import type { setLiveState } from "./live-store.ts";
import { trackHeldCards } from "./hold-tracker.ts";
import type { StatusChange } from "../../../shared/schemas/live-status.ts";
import { statusStreamEvents, statusStreamPath } from "../../../shared/schemas/live-status-names.ts";
import { applyStatusChange, firstReadUnderWay, heldSince, refetchConsultants } from "./cached-consultants.ts";
import { announceAvailability } from "./availability-toast.ts";

// The tab's one connection to the status stream (docs/decisions/0042), shared by every component
// that shows consultants. It is closed while the tab is hidden and resumed from the last event
// when it is shown again. After a failed connection it tries again after 2 s, 4 s, … at most
// 60 s; from the second failure in a row on, the consultants are fetched every 60 s meanwhile.
// Its first connection resumes from the status event the consultants on screen were read at, so
// that what changed since comes on the stream and the list is read once per page view.
// This chunk imports no module of the first load (the toast comes in with the member, the
// events are read without zod): a shared module would make the build split the first load's
// chunks anew, and the home page's scripts grow past their ceiling (scripts/check-budgets.ts).

const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;
const FALLBACK_REFRESH_MS = 60_000;
/** A page change leaves one list and opens the next: the connection outlives that moment. */
const CLOSE_DELAY_MS = 1_000;
/** How often "heute ab 18 Uhr" is read anew, so that it does not stand past 18 Uhr on an open page. */
const CLOCK_TICK_MS = 30_000;

export interface StreamMember {
  client: QueryClient;
  loggedIn: boolean;
  /** The page's toast; passed in, so that this chunk shares no module with the first load's. */
  toast: (options: ToastOptions) => void;
  /** The page's store of held cards and the reading of working hours (live-store.ts), passed in like the toast. */
  setLiveState: typeof setLiveState;
  /** The status event each answer was read at (status-cursors.ts), passed in like the toast. */
  statusCursorOf: (url: string) => number | undefined;
}

function nextOpening(workingHours: string, now: Date): string | null {
  const read = parseWorkingHours(workingHours);
  return read.ok ? nextOpeningText(read.spans, now) : null;
}

const members = new Set<StreamMember>();
let source: EventSource | null = null;
/** The last event seen, kept across connections: a new EventSource does not know it. */
let lastEventId: string | null = null;
let failures = 0;
let retryTimer: number | undefined;
let fallbackTimer: number | undefined;
let closeTimer: number | undefined;
let stopTracking: (() => void) | undefined;
let clockTimer: number | undefined;
let stopWaiting: (() => void) | undefined;

function clients(): QueryClient[] {
  return [...new Set([...members].map((m) => m.client))];
}

function streamUrl(from: string | null): string {
  return from === null ? statusStreamPath : `${statusStreamPath}?lastEventId=${encodeURIComponent(from)}`;
}

/**
 * Where a connection without an event seen resumes: the oldest status event that the
 * consultants on screen were read at. Null when one of them was read without one, or nothing
 * is shown yet.
 */
function heldSinceByAll(): string | null {
  let oldest: number | undefined;
  for (const member of members) {
    const since = heldSince(member.client, member.statusCursorOf);
    if (since === null) return null;
    if (since !== undefined) oldest = oldest === undefined ? since : Math.min(oldest, since);
  }
  return oldest === undefined ? null : String(oldest);
}

function stopWaitingForAnswers(): void {
  stopWaiting?.();
  stopWaiting = undefined;
}

/** Opens the stream once the consultants being read for the first time have their answers. */
function openAfterAnswers(): void {
  if (stopWaiting) return;
  const unsubscribes = clients().map((client) =>
    client.getQueryCache().subscribe(() => {
      if (clients().some(firstReadUnderWay)) return;
      stopWaitingForAnswers();
      open();
    }),
  );
  stopWaiting = () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/** Refetches under way, and the status events that arrived meanwhile. */
let refetching = 0;
let arrivedWhileRefetching: StatusChange[] = [];

/**
 * Reads every list and page on screen anew. An answer can be older than an event that arrives
 * while it travels (the server read the list before the change was committed), and it would
 * put the old status back: the events that came meanwhile are applied once more after it.
 */
function refetchAll(): void {
  refetching += 1;
  void Promise.allSettled(clients().map((client) => refetchConsultants(client))).then(() => {
    refetching -= 1;
    if (refetching > 0) return;
    const changes = arrivedWhileRefetching;
    arrivedWhileRefetching = [];
    for (const change of changes) for (const member of members) applyStatusChange(member.client, change);
  });
}

function stopFallback(): void {
  window.clearInterval(fallbackTimer);
  fallbackTimer = undefined;
}

function startFallback(): void {
  if (fallbackTimer !== undefined) return;
  refetchAll();
  fallbackTimer = window.setInterval(refetchAll, FALLBACK_REFRESH_MS);
}

function close(): void {
  stopWaitingForAnswers();
  source?.close();
  source = null;
  window.clearTimeout(retryTimer);
  retryTimer = undefined;
}

const statuses: ReadonlySet<string> = new Set(["available", "busy", "offline"]);

/** The event's data as statusChangeSchema describes it, read by hand: zod stays out of this chunk. */
function statusChangeOf(data: string): StatusChange | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { id, status } = value as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1) return null;
  if (typeof status !== "string" || !statuses.has(status)) return null;
  return { id, status: status as StatusChange["status"] };
}

function onStatus(event: MessageEvent<string>): void {
  if (event.lastEventId) lastEventId = event.lastEventId;
  const change = statusChangeOf(event.data);
  if (!change) return;
  for (const member of members) applyStatusChange(member.client, change);
  if (refetching > 0) arrivedWhileRefetching.push(change);
  if (change.status !== "available") return;
  const member = [...members].find((m) => m.loggedIn);
  if (member) announceAvailability(member.client, change.id, member.toast);
}

function onReload(event: MessageEvent<string>): void {
  lastEventId = event.lastEventId || null;
  refetchAll();
}

function open(): void {
  if (source !== null || members.size === 0 || document.visibilityState === "hidden") return;
  // Before its first event the stream resumes from the list: while that is still read, it waits.
  if (lastEventId === null && clients().some(firstReadUnderWay)) {
    openAfterAnswers();
    return;
  }
  const from = lastEventId ?? heldSinceByAll();
  const next = new EventSource(streamUrl(from));
  source = next;
  next.addEventListener("open", () => {
    // Without a point to resume from, what changed between the list's load and this moment is
    // not replayed: the list is read once more.
    if (from === null) refetchAll();
    failures = 0;
    stopFallback();
  });
  next.addEventListener(statusStreamEvents.status, onStatus);
  next.addEventListener(statusStreamEvents.reload, onReload);
  next.addEventListener("error", () => {
    // The browser would try again every 2 s for ever, and with the address it was opened with;
    // the connection is opened anew instead, with a growing pause and the last event seen.
    if (source !== next) return;
    close();
    failures += 1;
    if (failures >= 2) startFallback();
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
    retryTimer = window.setTimeout(open, delay * (0.8 + Math.random() * 0.4));
  });
}

function onVisibilityChange(): void {
  if (document.visibilityState === "hidden") {
    close();
    stopFallback();
  } else {
    failures = 0;
    open();
  }
}

/** Joins the tab's stream; the returned function leaves it, and the last to leave closes it. */
export function joinStatusStream(member: StreamMember): () => void {
  members.add(member);
  window.clearTimeout(closeTimer);
  if (members.size === 1) document.addEventListener("visibilitychange", onVisibilityChange);
  stopTracking ??= trackHeldCards((order) => member.setLiveState({ order }));
  member.setLiveState({ nextOpening, tick: Date.now() });
  clockTimer ??= window.setInterval(() => member.setLiveState({ tick: Date.now() }), CLOCK_TICK_MS);
  open();
  return () => {
    members.delete(member);
    if (members.size > 0) return;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => {
      if (members.size > 0) return;
      document.removeEventListener("visibilitychange", onVisibilityChange);
      stopTracking?.();
      stopTracking = undefined;
      window.clearInterval(clockTimer);
      clockTimer = undefined;
      close();
      stopFallback();
      failures = 0;
    }, CLOSE_DELAY_MS);
  };
}
