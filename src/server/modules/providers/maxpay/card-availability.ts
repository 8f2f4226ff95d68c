import type { Settings } from "../../settings/index.ts";

// The administrator switches card payments on and off (off until switched on). The switch only
// matters when the provider is configured: without settings there is nothing to switch on.

const settingKey = "maxpay_enabled";

export function createCardAvailability(deps: { settings: Settings; configured: boolean }) {
  const toggle = async (): Promise<boolean> => (await deps.settings.get(settingKey)) === "true";
  return {
    configured: deps.configured,
    /** The administrator's switch, whatever the configuration. */
    toggle,
    async setToggle(enabled: boolean): Promise<void> {
      await deps.settings.set(settingKey, enabled ? "true" : "false");
    },
    /** Whether buyers may pay by card now. */
    async enabled(): Promise<boolean> {
      return deps.configured && (await toggle());
    },
  };
}

export type CardAvailability = ReturnType<typeof createCardAvailability>;
