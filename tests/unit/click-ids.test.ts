import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ClickIdsModule from "../../src/client/lib/click-ids.ts";
import type * as ConsentModule from "../../src/client/lib/consent.ts";

// The module keeps the ids of the page load in memory, so every test loads a fresh copy.
type ClickIds = typeof ClickIdsModule;
type Consent = typeof ConsentModule;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let local: Storage;
let session: Storage;

async function load(storedConsent?: { analytics: boolean; marketing: boolean }): Promise<[ClickIds, Consent]> {
  if (storedConsent) {
    local.setItem(
      "cookie-consent",
      JSON.stringify({ version: 1, ...storedConsent, decidedAt: "2026-11-24T10:00:00Z" }),
    );
  }
  vi.resetModules();
  return Promise.all([import("../../src/client/lib/click-ids.ts"), import("../../src/client/lib/consent.ts")]);
}

const stored = () => ({
  local: local.getItem("gclid"),
  session: session.getItem("gclid"),
  msclkid: local.getItem("msclkid"),
});

beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal("window", {
    localStorage: local,
    sessionStorage: session,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("ad click ids", () => {
  it("are stored at once when marketing was already allowed", async () => {
    const [clickIds] = await load({ analytics: false, marketing: true });
    clickIds.keepClickIds({ gclid: "g1", msclkid: "m1" });
    expect(stored()).toEqual({ local: "g1", session: "g1", msclkid: "m1" });
    expect(clickIds.readClickId("gclid", "visit")).toBe("g1");
  });

  it("are neither stored nor handed out while the visitor has not decided", async () => {
    const [clickIds] = await load();
    clickIds.keepClickIds({ gclid: "g1" });
    expect(stored()).toEqual({ local: null, session: null, msclkid: null });
    expect(clickIds.readClickId("gclid", "visit")).toBeNull();
    expect(clickIds.readClickId("gclid", "any")).toBeNull();
  });

  it("are neither stored nor handed out with only the necessary storage allowed", async () => {
    const [clickIds] = await load({ analytics: true, marketing: false });
    clickIds.keepClickIds({ gclid: "g1" });
    expect(stored()).toEqual({ local: null, session: null, msclkid: null });
    expect(clickIds.readClickId("gclid", "any")).toBeNull();
  });

  it("are stored once marketing consent is given later on the same page load", async () => {
    const [clickIds, consent] = await load();
    clickIds.keepClickIds({ gclid: "g1" });
    consent.saveConsent({ analytics: false, marketing: true });
    expect(stored()).toEqual({ local: "g1", session: "g1", msclkid: null });
    expect(clickIds.readClickId("gclid", "visit")).toBe("g1");
  });

  it("are deleted when the consent is withdrawn", async () => {
    const [clickIds, consent] = await load({ analytics: true, marketing: true });
    clickIds.keepClickIds({ gclid: "g1" });
    consent.saveConsent({ analytics: true, marketing: false });
    expect(stored()).toEqual({ local: null, session: null, msclkid: null });
    expect(clickIds.readClickId("gclid", "any")).toBeNull();
  });

  it("from an earlier visit count only where any click may be credited", async () => {
    local.setItem("gclid", "earlier");
    const [clickIds] = await load({ analytics: false, marketing: true });
    clickIds.keepClickIds({});
    expect(clickIds.readClickId("gclid", "visit")).toBeNull();
    expect(clickIds.readClickId("gclid", "any")).toBe("earlier");
  });
});
