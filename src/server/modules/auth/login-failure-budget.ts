import type { RateLimiter, RateLimitName } from "../../http/rate-limit.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import type { KnownDevice } from "./cookies.ts";

interface Slot {
  name: RateLimitName;
  key: string;
}

/** A slot taken before the password is checked; a right password gives it back. */
export interface LoginReservation {
  succeeded(): Promise<void>;
}

/**
 * Where a password guess counts (docs/decisions/0021). A browser that already logged in to the
 * account (a signed device cookie) has a budget of its own that nobody else's failures touch.
 * Any other attempt counts per account and address, and against a larger budget for the
 * account as a whole, which bounds guessing from many addresses.
 *
 * The slot is reserved (an atomic count) before the password hash runs: guesses sent all at
 * once are counted one by one, and those beyond the budget are refused before any hash.
 */
export function createLoginFailureBudget(rateLimiter: RateLimiter) {
  async function reserveKnownDevice(failureKey: string, device: KnownDevice): Promise<LoginReservation> {
    const own: Slot = { name: "loginFailuresPerKnownDevice", key: `${failureKey}|${device.deviceId}` };
    await rateLimiter.hit(own.name, own.key);
    return { succeeded: () => rateLimiter.reset(own.name, own.key) };
  }

  async function reserveUnknownDevice(failureKey: string, ip: string): Promise<LoginReservation> {
    const own: Slot = { name: "loginFailuresPerAccountAddress", key: `${failureKey}|${clientAddressKey(ip)}` };
    const account: Slot = { name: "loginFailuresPerAccount", key: failureKey };
    // The address's own budget first: an address that has spent its five takes nothing more
    // from the account's, so one address cannot use up the account-wide budget.
    await rateLimiter.hit(own.name, own.key);
    try {
      await rateLimiter.hit(account.name, account.key);
    } catch (err) {
      // Refused before the check, so not a failure of this address: its slot goes back.
      await rateLimiter.release(own.name, own.key);
      throw err;
    }
    return {
      // The address that knows the password starts afresh. The account-wide budget only gets
      // this attempt's slot back: forgetting it would also forget failures from elsewhere,
      // including guesses still in flight.
      async succeeded() {
        await rateLimiter.reset(own.name, own.key);
        await rateLimiter.release(account.name, account.key);
      },
    };
  }

  return {
    /** Throws the German 429 when the attempt's budget is spent. */
    reserve(
      failureKey: string,
      userId: number | null,
      ip: string,
      device: KnownDevice | null,
    ): Promise<LoginReservation> {
      return device !== null && userId !== null && device.userId === userId
        ? reserveKnownDevice(failureKey, device)
        : reserveUnknownDevice(failureKey, ip);
    },
  };
}
