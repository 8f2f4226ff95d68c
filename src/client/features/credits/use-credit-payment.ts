import { useCallback, useState } from "react";
import type { CreditProcessReturnInput } from "../../../shared/schemas/credits.ts";
import { toast } from "../../lib/toast.ts";
import { useProcessCreditReturn } from "./api/process-credit-return.ts";
import { creditToasts } from "./credit-toasts.ts";
import { errorMessageOf } from "../../lib/error-message.ts";

export interface CreditPayment {
  /** Captures an approved PayPal order and says how it went; resolves once it is over. */
  process(input: CreditProcessReturnInput): Promise<void>;
  /** True while "Zahlung wird verarbeitet..." is shown. */
  processing: boolean;
  /** The last completed purchase's order number ("B-…"), shown on the page beyond the toast. */
  orderNumber: string | null;
}

/**
 * The one way an approved order becomes credits, whether PayPal's window reported the
 * approval or the buyer came back to /credits through PayPal's return address.
 */
export function useCreditPayment(): CreditPayment {
  const mutation = useProcessCreditReturn();
  const { mutateAsync } = mutation;
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const process = useCallback(
    async (input: CreditProcessReturnInput) => {
      try {
        const result = await mutateAsync(input);
        if (result.success) {
          toast(creditToasts.success(result.creditsAdded));
          setOrderNumber(result.orderNumber);
        } else toast(creditToasts.processingFailed(result.message || null));
      } catch (error) {
        console.warn("Credit payment not processed", error);
        toast(creditToasts.processingFailed(errorMessageOf(error)));
      }
    },
    [mutateAsync],
  );
  return { process, processing: mutation.isPending, orderNumber };
}
