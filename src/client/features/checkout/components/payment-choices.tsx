import { CircleSlash } from "lucide-react";
import { membershipEarlyStartConsent } from "../../../../shared/domain/order-consent-texts.ts";
import { EarlyStartConsent } from "../../../entities/order/early-start-consent.tsx";
import { OrderGate, orderButtonLabel } from "../../../entities/order/order-gate.tsx";
import { useEarlyStartConsent } from "../../../entities/order/use-early-start-consent.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { usePaymentMethods } from "../../../lib/payment-methods.ts";
import { CardButton } from "./card-button.tsx";
import type { CheckoutMethod } from "../checkout-method.ts";
import type { PaymentContext } from "../payment-messages.ts";
import { noPaymentMethodsTitle } from "../payment-texts.ts";
import { PriceSummary } from "./price-summary.tsx";
import { PaypalButton } from "./paypal-button.tsx";

export interface PaymentChoicesProps {
  userId: number | null;
  context: PaymentContext;
  /** The tab shown first when both methods are on offer; PayPal unless asked otherwise. */
  initialMethod?: CheckoutMethod;
  /** PayPal approved and the subscription is recorded. */
  onPaid(): void;
  /** Cancelled or failed at PayPal. */
  onAbort?(): void;
  /** The card payment continues on another page (an overlay should close first). */
  onLeave?(): void;
}

const paypalNote = `Mit „${orderButtonLabel}“ schließen Sie die Premium-Mitgliedschaft zahlungspflichtig ab; danach geben Sie die Zahlung bei PayPal frei.`;
const cardNote = `Mit „${orderButtonLabel}“ schließen Sie die Premium-Mitgliedschaft zahlungspflichtig ab; danach geben Sie Ihre Kartendaten beim Zahlungsanbieter ein.`;

// § 312j BGB: summary, then the order button, then the provider (docs/decisions/0019).
function PaypalChoice(props: PaymentChoicesProps) {
  return (
    <div className="grid min-w-0 gap-4">
      <PriceSummary note={paypalNote} />
      <OrderGate provider="PayPal" consent={membershipEarlyStartConsent}>
        <PaypalButton userId={props.userId} context={props.context} onPaid={props.onPaid} onAbort={props.onAbort} />
      </OrderGate>
    </div>
  );
}

/**
 * The card button is the order button itself: it leads straight to the card provider's page,
 * once the buyer ticked the early-start consent above it (docs/decisions/0022).
 */
function CardChoice(props: PaymentChoicesProps) {
  const tick = useEarlyStartConsent();
  return (
    <div className="grid min-w-0 gap-4">
      <PriceSummary note={cardNote} />
      <div className="grid min-w-0 gap-3">
        <EarlyStartConsent
          text={membershipEarlyStartConsent}
          checked={tick.checked}
          onChange={tick.onChange}
          error={tick.error}
          inputRef={tick.inputRef}
        />
        <CardButton userId={props.userId} onLeave={props.onLeave} confirmOrder={tick.confirm} />
      </div>
    </div>
  );
}

function NoPaymentMethods() {
  return (
    <div role="alert" className="grid justify-items-center gap-2 rounded-lg border border-border p-6 text-center">
      <CircleSlash className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{noPaymentMethodsTitle}</p>
      <p className="text-sm text-muted-foreground">
        Derzeit kann keine Mitgliedschaft abgeschlossen werden. Bitte versuchen Sie es später erneut oder{" "}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          kontaktieren Sie uns
        </Link>
        .
      </p>
    </div>
  );
}

/**
 * Both methods as tabs 'PayPal' and 'Kreditkarte', one method alone, none as
 * the panel 'Keine Zahlungsmethoden verfügbar'. Used by the checkout dialog and the
 * registration section alike.
 */
export function PaymentChoices(props: PaymentChoicesProps) {
  const methods = usePaymentMethods();
  if (methods.paypal && methods.maxpay) {
    return (
      <Tabs defaultValue={props.initialMethod ?? "paypal"} className="grid min-w-0 gap-2">
        <TabsList aria-label="Zahlungsart" className="w-full">
          <TabsTrigger value="paypal" className="flex-1">
            PayPal
          </TabsTrigger>
          <TabsTrigger value="card" className="flex-1">
            Kreditkarte
          </TabsTrigger>
        </TabsList>
        <TabsContent value="paypal">
          <PaypalChoice {...props} />
        </TabsContent>
        <TabsContent value="card">
          <CardChoice {...props} />
        </TabsContent>
      </Tabs>
    );
  }
  if (methods.paypal) return <PaypalChoice {...props} />;
  if (methods.maxpay) return <CardChoice {...props} />;
  return <NoPaymentMethods />;
}
