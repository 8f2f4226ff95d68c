import type { CreditPurchaseInput, CreditPurchaseResponse } from "../../../../shared/schemas/credits.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

/**
 * POST /api/credits/purchase/paypal creates a one-off PayPal order for the package. The
 * server sets the return addresses (/credits?paypal_return=… or ?paypal_cancel=…) for the
 * case that PayPal's window cannot open and the whole page goes there instead.
 */
export function createCreditOrder(input: CreditPurchaseInput): Promise<CreditPurchaseResponse> {
  return fileRequest<CreditPurchaseResponse>("POST", "/api/credits/purchase/paypal", input);
}
