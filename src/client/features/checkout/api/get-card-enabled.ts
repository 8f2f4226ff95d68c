import type { CardProviderToggle } from "../../../../shared/schemas/card-payments.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** Asked on every click, not cached: the administrator can switch card payments off at any time. */
export function getCardEnabled(): Promise<CardProviderToggle> {
  return apiRequest<CardProviderToggle>("GET", "/api/maxpay/enabled");
}
