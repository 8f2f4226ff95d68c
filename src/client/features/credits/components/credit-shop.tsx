import { useState } from "react";
import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { toast } from "../../../lib/toast.ts";
import { creditToasts } from "../credit-toasts.ts";
import type { CreditPayment } from "../use-credit-payment.ts";
import { BuyCreditsDialog } from "./buy-credits-dialog.tsx";
import { CreditPackages } from "./credit-packages.tsx";

interface CreditShopProps {
  /** undefined while it is not yet known who is looking. */
  signedIn: boolean | undefined;
  process: CreditPayment["process"];
}

/** The packages; a signed-in user buys in the dialog, a guest is told to log in first. */
export function CreditShop({ signedIn, process }: CreditShopProps) {
  const [buying, setBuying] = useState<CreditPackage | null>(null);

  const onBuy = (creditPackage: CreditPackage) => {
    if (signedIn) setBuying(creditPackage);
    else toast(creditToasts.loginRequired);
  };

  return (
    <>
      <CreditPackages onBuy={onBuy} />
      {signedIn ? <BuyCreditsDialog creditPackage={buying} onClose={() => setBuying(null)} process={process} /> : null}
    </>
  );
}
