import type { CardPaymentSession } from "../../../../shared/schemas/card-payments.ts";

/**
 * The hosted payment page's address with the signed fields as its query: Maxpay's page takes
 * them by GET as well as by POST (src/sandbox/maxpay/hpp-routes.ts does the same). A page got
 * by GET loads again when the buyer goes Back and then Forward; a posted one would end on the
 * browser's "send the form again?" error page.
 */
export function paymentPageAddress(session: CardPaymentSession): string {
  const url = new URL(session.paymentUrl, window.location.origin);
  for (const [name, value] of Object.entries(session.sessionData)) url.searchParams.set(name, value);
  return url.toString();
}
