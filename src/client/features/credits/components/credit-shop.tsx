import { useEffect, useRef, useState } from "react";
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
  const [chosen, setChosen] = useState<CreditPackage | null>(null);
  const toldToLogIn = useRef<CreditPackage | null>(null);

  const onBuy = (creditPackage: CreditPackage) => {
    if (signedIn === false) toast(creditToasts.loginRequired);
    else setChosen(creditPackage);
  };

  // A package chosen before the session check has answered is kept until it has: the signed-in
  // buyer then gets the dialog instead of being told to log in while they are; a guest gets
  // the hint, once.
  useEffect(() => {
    if (signedIn !== false || chosen === null || toldToLogIn.current === chosen) return;
    toldToLogIn.current = chosen;
    toast(creditToasts.loginRequired);
  }, [signedIn, chosen]);

  return (
    <>
      <CreditPackages onBuy={onBuy} />
      {signedIn ? <BuyCreditsDialog creditPackage={chosen} onClose={() => setChosen(null)} process={process} /> : null}
    </>
  );
}
