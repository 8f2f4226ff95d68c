import { describe, expect, it } from "vitest";
import { approvalUrlOf } from "../../src/client/features/checkout/api/create-paypal-subscription.ts";
import { paypalSdkUrl } from "../../src/client/features/checkout/paypal/paypal-sdk.ts";
import {
  cardPaymentRequest,
  paypalSubscriptionRequest,
} from "../../src/client/features/checkout/subscription-requests.ts";
import { parseReturn } from "../../src/client/features/checkout/activation/return-params.ts";

const origin = "https://sternenruf.example";

describe("the browser's payment requests", () => {
  it("asks PayPal for the Premium subscription in the plan's euro numbers and periods", () => {
    expect(paypalSubscriptionRequest(42, origin)).toEqual({
      planId: "premium",
      isRecurring: true,
      trialAmount: 1,
      recurringAmount: 4.99,
      currency: "EUR",
      trialPeriod: "MONTH",
      recurringPeriod: "WEEK",
      minimumCommitmentMonths: 3,
      returnUrl: `${origin}/subscription/success`,
      cancelUrl: `${origin}/subscription/cancel`,
      userId: 42,
      earlyStartConsent: true,
    });
  });

  it("writes the card provider's periods as P30D for the month and P7D for the week", () => {
    expect(cardPaymentRequest(42, origin)).toEqual({
      userId: 42,
      amount: 1,
      currency: "EUR",
      isRecurring: true,
      trialAmount: 1,
      trialPeriod: "P30D",
      recurringAmount: 4.99,
      recurringPeriod: "P7D",
      returnUrl: `${origin}/subscription/success?provider=maxpay`,
      cancelUrl: `${origin}/subscription/cancel?provider=maxpay`,
      earlyStartConsent: true,
    });
  });

  it("loads the SDK for subscriptions in EUR and German, with the client id encoded", () => {
    const url = new URL(paypalSdkUrl({ sdkBaseUrl: `${origin}/__sandbox/paypal/sdk/js`, clientId: "a b&c" }));
    expect(url.pathname).toBe("/__sandbox/paypal/sdk/js");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      "client-id": "a b&c",
      vault: "true",
      intent: "subscription",
      currency: "EUR",
      locale: "de_DE",
    });
  });

  it("takes the approval address from the field, else from the link marked approve, else none", () => {
    const links = [
      { rel: "self", href: "https://api/self" },
      { rel: "approve", href: "https://paypal/approve" },
    ];
    expect(approvalUrlOf({ id: "I-1", approvalUrl: "https://direct", links })).toBe("https://direct");
    expect(approvalUrlOf({ id: "I-1", approvalUrl: "", links })).toBe("https://paypal/approve");
    expect(approvalUrlOf({ id: "I-1", links: [links[0] ?? { rel: "", href: "" }] })).toBeNull();
    expect(approvalUrlOf(null)).toBeNull();
  });
});

describe("the success page's return parameters", () => {
  const parse = (query: string) => parseReturn(new URLSearchParams(query));

  it("reads subscription_id, or ba_token without it, and a numeric user_id", () => {
    expect(parse("subscription_id=I-ABC123&ba_token=BA-1&user_id=17")).toEqual({
      ok: true,
      params: { provider: "paypal", subscriptionId: "I-ABC123", userId: 17 },
    });
    expect(parse("ba_token=BA-77")).toEqual({
      ok: true,
      params: { provider: "paypal", subscriptionId: "BA-77", userId: null },
    });
  });

  it("names a missing id 'Fehlende Daten', a malformed one 'Ungültiges Abonnement', a bad user id 'Benutzerfehler'", () => {
    const title = (query: string) => {
      const result = parse(query);
      return result.ok ? null : result.problem.title;
    };
    expect(title("user_id=3")).toBe("Fehlende Daten");
    expect(title("subscription_id=")).toBe("Fehlende Daten");
    expect(title("subscription_id=<script>")).toBe("Ungültiges Abonnement");
    expect(title(`subscription_id=${"I".repeat(129)}`)).toBe("Ungültiges Abonnement");
    expect(title("subscription_id=I-1&user_id=abc")).toBe("Benutzerfehler");
    expect(title("subscription_id=I-1&user_id=0")).toBe("Benutzerfehler");
    expect(title("subscription_id=I-1&user_id=1.5")).toBe("Benutzerfehler");
  });

  it("recognises a card return by provider=maxpay or an order reference", () => {
    expect(parse("provider=maxpay&order_reference=ORD-9&user_id=5")).toEqual({
      ok: true,
      params: { provider: "maxpay", orderReference: "ORD-9", userId: 5 },
    });
    expect(parse("provider=maxpay")).toEqual({
      ok: true,
      params: { provider: "maxpay", orderReference: null, userId: null },
    });
    expect(parse("order_reference=ORD-9")).toMatchObject({ ok: true, params: { provider: "maxpay" } });
    expect(parse("provider=maxpay&order_reference=a%20b")).toMatchObject({
      ok: false,
      problem: { title: "Ungültiges Abonnement" },
    });
  });
});
