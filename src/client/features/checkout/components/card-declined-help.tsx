import { buttonClasses } from "../../../components/ui/button.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { usePaymentMethods } from "../../../lib/payment-methods.ts";
import { checkoutMethodParam } from "../checkout-method.ts";

// What most often stops a card: the bank's check, the card's limits, a typing error.
const commonCauses = [
  "Die Zahlung wurde nicht mit 3-D Secure bestätigt, etwa in der App oder per SMS-Code Ihrer Bank.",
  "Das Limit der Karte ist ausgeschöpft, oder die Karte ist für Zahlungen im Internet gesperrt.",
  "Kartennummer, Ablaufdatum, Prüfnummer oder Name wurden anders eingegeben, als sie auf der Karte stehen.",
];

/** After a declined card: what happened, why it usually happens, and the ways to go on. */
export function CardDeclinedHelp() {
  const methods = usePaymentMethods();
  return (
    <>
      <p className="text-muted-foreground">
        Ihre Kreditkartenzahlung wurde abgelehnt. Es wurde keine Mitgliedschaft abgeschlossen und nichts abgebucht.
      </p>
      <section aria-labelledby="decline-causes" className="grid gap-2">
        <h2 id="decline-causes" className="font-semibold">
          Häufige Gründe
        </h2>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          {commonCauses.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Bleibt die Karte abgelehnt, nennt Ihnen Ihre Bank den genauen Grund.
        </p>
      </section>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={`/subscribe?${checkoutMethodParam}=karte`} className={buttonClasses()}>
          Erneut versuchen
        </Link>
        {methods.paypal ? (
          <Link to={`/subscribe?${checkoutMethodParam}=paypal`} className={buttonClasses({ variant: "outline" })}>
            Mit PayPal bezahlen
          </Link>
        ) : null}
      </div>
    </>
  );
}
