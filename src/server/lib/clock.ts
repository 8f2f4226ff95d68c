/** The server's notion of "now". Payments and access checks ask it instead of `new Date()`. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AdjustableClock extends Clock {
  /** Moves time forward; the payment sandbox uses it to play a whole subscription life. */
  advance(ms: number): void;
  offsetMs(): number;
}

export function createAdjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("Die Zeit läuft nur vorwärts.");
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
