import { onMerchantOrigin } from "../merchant-origin.ts";
import type { Issue } from "./replies.ts";

/**
 * The issues PayPal would report for return and cancel addresses the emulator refuses: each one
 * that lies off the portal's origin (merchant-origin.ts), named by its JSON pointer.
 */
export function foreignReturnAddresses(
  context: { return_url?: string | undefined; cancel_url?: string | undefined } | undefined,
  pointer: string,
  publicOrigin: string,
): Issue[] {
  const addresses = [
    ["return_url", context?.return_url],
    ["cancel_url", context?.cancel_url],
  ] as const;
  return addresses
    .filter(([, address]) => address !== undefined && !onMerchantOrigin(address, publicOrigin))
    .map(([name]) => ({
      issue: "INVALID_PARAMETER_VALUE",
      field: `${pointer}/${name}`,
      description: "The value of a field is invalid.",
    }));
}
