import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { paymentPageAddress } from "../../features/checkout/card/payment-page-address.ts";
import { useStoredCardSession } from "../../features/checkout/card/use-stored-card-session.ts";

/**
 * /maxpay-redirect: a short step that forwards the stored payment session to the card
 * provider's payment page in this tab. location.replace takes this page out of the history,
 * so Back from the payment page returns to where the order started, not here.
 */
export default function CardRedirectPage() {
  usePageTitle("Weiter zur Zahlung");
  const session = useStoredCardSession();
  const address = session ? paymentPageAddress(session) : null;

  useEffect(() => {
    if (address) window.location.replace(address);
  }, [address]);

  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-24 text-center">
      <LoaderCircle className="size-6 text-muted-foreground motion-safe:animate-spin" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Weiter zur Zahlung</h1>
      <p role="status" className="text-muted-foreground">
        {address
          ? "Sie werden zur sicheren Zahlungsseite unseres Zahlungsdienstleisters weitergeleitet..."
          : "Sie werden weitergeleitet..."}
      </p>
      {address ? (
        // Only for a browser that did not follow on its own.
        <a
          href={address}
          className={buttonClasses({ variant: "outline" })}
          onClick={(event) => {
            event.preventDefault();
            window.location.replace(address);
          }}
        >
          Zur Zahlungsseite
        </a>
      ) : null}
    </div>
  );
}
