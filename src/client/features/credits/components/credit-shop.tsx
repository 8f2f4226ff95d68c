import { useState } from "react";
import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
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
  const { recheck } = useAuth();
  const [chosen, setChosen] = useState<CreditPackage | null>(null);

  const onBuy = async (creditPackage: CreditPackage) => {
    // Chosen before the session check has answered: it is waited for, so that a signed-in
    // buyer gets the dialog instead of being told to log in.
    const buyer = signedIn ?? (await recheck()) !== null;
    if (buyer) setChosen(creditPackage);
    else toast(creditToasts.loginRequired);
  };

  return (
    <>
      <CreditPackages onBuy={(creditPackage) => void onBuy(creditPackage)} />
      {signedIn ? <BuyCreditsDialog creditPackage={chosen} onClose={() => setChosen(null)} process={process} /> : null}
    </>
  );
}
