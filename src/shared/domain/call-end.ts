// How a call ended, as the carrier's record tells it, and the credit back for dropped calls on
// the credit line (docs/decisions/0032-dropped-calls-and-the-monthly-statement.md).

/**
 * Who or what ended a call:
 * - caller: the caller hung up;
 * - consultant: the consultant's side hung up or dropped;
 * - network: the connection broke (carrier or mobile network);
 * - timeout: the IVR ended it at the maxSeconds it was given.
 */
export const callEndReasons = ["caller", "consultant", "network", "timeout"] as const;
export type CallEndReason = (typeof callEndReasons)[number];

/** A call dropped by these is not the caller's doing: its first minute is not charged. */
const droppedBy: ReadonlySet<CallEndReason> = new Set(["consultant", "network"]);

/** The part of a dropped call that is never charged. */
export const droppedCallFreeSeconds = 60;

export function isCallEndReason(value: unknown): value is CallEndReason {
  return typeof value === "string" && (callEndReasons as readonly string[]).includes(value);
}

/**
 * The seconds of a credit-line call that are charged, and those waived: a call that the
 * consultant's side or the network ended within the first 60 seconds costs nothing, a longer one
 * is charged for the time talked minus 60 seconds. Without a reason (older carriers) or ended by
 * the caller or the IVR, every second is charged.
 */
export function chargedSeconds(
  durationSeconds: number,
  endReason: CallEndReason | null,
): { charged: number; waived: number } {
  if (endReason === null || !droppedBy.has(endReason)) return { charged: durationSeconds, waived: 0 };
  const waived = Math.min(durationSeconds, droppedCallFreeSeconds);
  return { charged: durationSeconds - waived, waived };
}

/**
 * The note the call history shows for a dropped call: "Verbindung abgebrochen: nicht berechnet"
 * when nothing was charged, "Verbindung abgebrochen: 1 Min. nicht berechnet" when the first
 * minute was waived; null for every other call.
 */
export function droppedCallNote(waivedSeconds: number, chargedSecondsOfCall: number): string | null {
  if (waivedSeconds <= 0) return null;
  if (chargedSecondsOfCall <= 0) return "Verbindung abgebrochen: nicht berechnet";
  const minutes = Math.max(1, Math.round(waivedSeconds / 60));
  return `Verbindung abgebrochen: ${minutes} Min. nicht berechnet`;
}
