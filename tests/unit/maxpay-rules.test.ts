import { describe, expect, it } from "vitest";
import {
  callbackSchema,
  formToCallbackInput,
  kindOf,
} from "../../src/server/modules/providers/maxpay/callback-payload.ts";
import { cardPeriodOf, trialProduct, weeklyProduct } from "../../src/protocols/maxpay.ts";
import { buildPaymentSession } from "../../src/server/modules/providers/maxpay/payment-session.ts";
import { fieldsSignature } from "../../src/protocols/maxpay.ts";
import { checkCard } from "../../src/sandbox/maxpay/card-check.ts";
import { describePrice } from "../../src/sandbox/maxpay/hpp-page.ts";
import { parseCustomProduct } from "../../src/sandbox/maxpay/products.ts";

describe("card periods (month = P30D, otherwise P7D)", () => {
  it("writes a month as 30D and anything else as 7D", () => {
    expect(cardPeriodOf("MONTH")).toBe("30D");
    expect(cardPeriodOf("WEEK")).toBe("7D");
    expect(cardPeriodOf("DAY")).toBe("7D");
    expect(trialProduct).toMatchObject({
      amount: 1,
      trialLength: 1,
      trialPeriod: "30D",
      postTrialProductId: weeklyProduct.productId,
    });
    expect(weeklyProduct).toMatchObject({ amount: 4.99, subscriptionPeriod: "7D", subscriptionLength: 1 });
  });
});

describe("the payment session", () => {
  const session = buildPaymentSession({
    publicKey: "pk",
    privateKey: "sk",
    paymentUrl: "https://hpp.maxpay.com/hpp",
    sandbox: false,
    publicOrigin: "https://portal.example",
    userId: 42,
    email: null,
    orderReference: "mp_abc",
    purpose: "subscription",
  });

  it("signs exactly the fields it posts, customproduct as the posted JSON string", () => {
    const { signature, ...rest } = session.sessionData;
    expect(signature).toBe(fieldsSignature(rest, "sk"));
    expect(session.sessionData.customproduct).toBe(JSON.stringify([trialProduct]));
    expect(session.sessionData).not.toHaveProperty("email");
    expect(session.sandboxUrl).toBeNull();
  });

  it("returns to the portal's subscription pages", () => {
    expect(session.sessionData.success_url).toBe(
      "https://portal.example/subscription/success?provider=maxpay&order_reference=mp_abc&user_id=42",
    );
    expect(session.sessionData.decline_url).toBe(
      "https://portal.example/subscription/cancel?provider=maxpay&order_reference=mp_abc",
    );
  });
});

describe("callback reading", () => {
  const base = {
    transactionId: "hpp1",
    uniqueUserId: "7",
    totalAmount: "4.99",
    currency: "eur",
    status: "Success",
    code: "0",
  };

  it("reads numbers written as strings and classifies by status and code", () => {
    const cb = callbackSchema.parse(base);
    expect(cb).toMatchObject({ uniqueUserId: 7, totalAmount: 499, currency: "EUR", status: "success", code: 0 });
    expect(kindOf(cb)).toBe("success");
    expect(kindOf(callbackSchema.parse({ ...base, status: "decline", code: 1001 }))).toBe("decline");
    expect(kindOf(callbackSchema.parse({ ...base, status: "success", code: 5 }))).toBe("decline");
    expect(kindOf(callbackSchema.parse({ ...base, code: 1003 }))).toBe("pending");
    expect(kindOf(callbackSchema.parse({ ...base, status: "refunded" }))).toBe("refund");
    expect(kindOf(callbackSchema.parse({ ...base, transactionType: "REFUND" }))).toBe("refund");
  });

  it("takes PHP's [] for an empty map and refuses what it cannot act on", () => {
    expect(callbackSchema.parse({ ...base, customParameters: [] }).customParameters).toEqual({});
    expect(callbackSchema.safeParse({ ...base, uniqueUserId: "abc" }).success).toBe(false);
    expect(callbackSchema.safeParse({ ...base, totalAmount: "1,00" }).success).toBe(false);
    expect(callbackSchema.safeParse({ ...base, transactionId: "" }).success).toBe(false);
  });

  it("rebuilds a form-encoded callback's lists and custom parameters", () => {
    const form = new URLSearchParams(
      "transactionId=t&custom_a=1&customParameters%5Bcustom_b%5D=2&productList%5B0%5D%5BproductId%5D=p&productList%5B0%5D%5Bamount%5D=1",
    );
    expect(formToCallbackInput(form)).toEqual({
      transactionId: "t",
      customParameters: { custom_a: "1", custom_b: "2" },
      productList: [{ productId: "p", amount: "1" }],
    });
  });
});

describe("sandbox payment page", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const card = { cardNumber: "4111 1111 1111 1111", expiry: "11/26", cvc: "123", holder: "Erika Muster" };

  it("approves and declines the two test cards; a card is valid through its month", () => {
    expect(checkCard(card, now)).toEqual({ ok: true, approved: true });
    expect(checkCard({ ...card, cardNumber: "4000-0000-0000-0002" }, now)).toEqual({ ok: true, approved: false });
    expect(checkCard({ ...card, expiry: "10/26" }, now)).toEqual({ ok: false, error: "Die Karte ist abgelaufen." });
    expect(checkCard({ ...card, expiry: "12/2030" }, now)).toMatchObject({ ok: true });
  });

  it("describes the trial and the weekly price from the merchant catalogue", () => {
    const product = parseCustomProduct(JSON.stringify([trialProduct]));
    if (typeof product === "string") throw new Error(product);
    expect(describePrice(product).replace(/\s/g, " ")).toBe("1,00 € für die ersten 30 Tage, danach 4,99 € alle 7 Tage");
    expect(parseCustomProduct(JSON.stringify([{ ...trialProduct, postTrialProductId: "nope" }]))).toMatch(
      /nicht angelegt/,
    );
    expect(parseCustomProduct("not json")).toMatch(/kein gültiges JSON/);
  });
});
