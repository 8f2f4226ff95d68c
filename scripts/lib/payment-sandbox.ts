// The buyer's steps at the payment sandboxes (src/sandbox), shared by the crash loop and the API
// tests: what the portal is asked for and what the sandbox pages expect back. Each caller sends
// the requests with its own HTTP client and reports a wrong answer in its own way.

/** The browser's subscription request with the Premium plan's own numbers (POST /paypal/subscription). */
export function subscriptionRequest(userId: number | null, overrides: Record<string, unknown> = {}) {
  return {
    planId: "premium",
    isRecurring: true,
    trialAmount: 1,
    recurringAmount: 4.99,
    currency: "EUR",
    trialPeriod: "MONTH",
    recurringPeriod: "WEEK",
    minimumCommitmentMonths: 3,
    returnUrl: "https://elsewhere.example/return",
    cancelUrl: "https://elsewhere.example/cancel",
    // The order step's express request to start at once; without it nothing is ordered.
    earlyStartConsent: true,
    ...(userId === null ? {} : { userId }),
    ...overrides,
  };
}

/** The browser's card payment request with the Premium plan's own numbers (POST /api/maxpay/create). */
export function cardRequest(userId: number | null, overrides: Record<string, unknown> = {}) {
  return {
    ...(userId === null ? {} : { userId }),
    amount: 1,
    currency: "EUR",
    isRecurring: true,
    trialAmount: 1,
    trialPeriod: "P30D",
    recurringAmount: 4.99,
    recurringPeriod: "P7D",
    returnUrl: "https://elsewhere.example/subscription/success?provider=maxpay",
    cancelUrl: "https://elsewhere.example/subscription/cancel?provider=maxpay",
    earlyStartConsent: true,
    ...overrides,
  };
}

/** The Maxpay sandbox's test cards. */
export const cards = {
  approve: "4111 1111 1111 1111",
  decline: "4000 0000 0000 0002",
} as const;

export interface FormPost {
  url: string;
  form: URLSearchParams;
}

/**
 * The buyer's decision on the PayPal sandbox's approval page (subscription or order): where its
 * form posts and what it sends. Undefined when the page has no form.
 */
export function approvalDecision(html: string, pageUrl: string, decision: string): FormPost | undefined {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) return undefined;
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    (m) => [m[1] ?? "", m[2] ?? ""] as [string, string],
  );
  return { url: new URL(action, pageUrl).toString(), form: new URLSearchParams([...hidden, ["decision", decision]]) };
}

/** The checkout id on the Maxpay sandbox's payment page, which its card form sends back. */
export function checkoutOf(html: string): string | undefined {
  return /<input type="hidden" name="checkout" value="([^"]+)">/.exec(html)?.[1];
}

export type CardEntry = Partial<{ cardNumber: string; expiry: string; cvc: string; holder: string }> & {
  action?: "pay" | "cancel";
};

/** The card form on the Maxpay payment page, filled in with the approved card unless `card` says otherwise. */
export function cardForm(paymentUrl: string, checkout: string, card: CardEntry = {}): FormPost {
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, "0")}`;
  return {
    url: new URL("/__sandbox/maxpay/hpp/pay", paymentUrl).toString(),
    form: new URLSearchParams({
      checkout,
      cardNumber: cards.approve,
      expiry,
      cvc: "123",
      holder: "Erika Mustermann",
      action: "pay",
      ...card,
    }),
  };
}
