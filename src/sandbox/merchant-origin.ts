/**
 * Whether an address a merchant gave for the buyer's way back lies on the portal's own origin.
 * The emulators serve one merchant only, the portal, and run on its origin (also on a staging
 * site with PAYMENT_SANDBOX=1, where their credentials are public): a return address elsewhere
 * would make them an open redirect for anyone who creates a payment.
 */
export function onMerchantOrigin(address: string, publicOrigin: string): boolean {
  try {
    return new URL(address).origin === new URL(publicOrigin).origin;
  } catch {
    return false;
  }
}
