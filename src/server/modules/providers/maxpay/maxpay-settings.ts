import type { AppConfig } from "../../../config.ts";

/** Maxpay's credentials and addresses (the sandbox's in sandbox mode). */
export type MaxpaySettings = NonNullable<AppConfig["payments"]["maxpay"]>;
