import { describe, expect, it } from "vitest";
import {
  apiResultChecksum,
  callbackSignature,
  fieldsSignature,
  signaturesMatch,
  signingString,
} from "../../src/protocols/maxpay.ts";

// Golden vectors from Maxpay's PHP SDK tests (php-hpp-client), reproduced independently.

describe("Maxpay form signature", () => {
  const fields = { key: "publicKey", uniqueuserid: "userId", displaybuybutton: "true", buttontext: "Pay" };

  it("matches the SDK's vector", () => {
    expect(fieldsSignature(fields, "privateKey")).toBe(
      "458f33be4111590e823d7fad0d88b18c1c06cfda094911dbb824bc9953add6d5",
    );
  });

  it("sorts keys in byte order, skips the signature itself and lowercases everything", () => {
    expect(signingString({ b: "2", a: "1", B: "x", signature: "s" }, "signature")).toBe("B=x|a=1|b=2|");
    expect(fieldsSignature({ ...fields, signature: "whatever" }, "privateKey")).toBe(
      fieldsSignature(fields, "privateKey"),
    );
    expect(fieldsSignature({ ...fields, buttontext: "PAY" }, "PRIVATEKEY")).toBe(fieldsSignature(fields, "privateKey"));
  });

  it("flattens nested objects and lists with a dotted prefix", () => {
    expect(signingString({ z: "1", user: { name: "A", tags: ["x", "y"] } }, "signature")).toBe(
      "user.name=A|user.tags.0=x|user.tags.1=y|z=1|",
    );
  });

  it("signs a value containing the separator like any other character", () => {
    expect(signingString({ a: "x|y", b: { c: "|" } }, "signature")).toBe("a=x|y|b.c=||");
  });
});

describe("Maxpay callback signature", () => {
  it("matches the SDK's vector", () => {
    expect(callbackSignature("foo=bar&bar=baz", "privateKey")).toBe(
      "111fcbb331aa8994d05621d3b6873dbb53a6f3966165cd5e091afbca8905da58",
    );
    expect(callbackSignature(Buffer.from("foo=bar&bar=baz"), "privateKey")).toBe(
      "111fcbb331aa8994d05621d3b6873dbb53a6f3966165cd5e091afbca8905da58",
    );
  });

  it("is not lowercased: the key's case matters", () => {
    expect(callbackSignature("foo=bar&bar=baz", "PrivateKey")).not.toBe(
      callbackSignature("foo=bar&bar=baz", "privateKey"),
    );
  });
});

describe("merchant-API answer checksum", () => {
  it("keeps case and leaves out the checkSum field", () => {
    const payload = { transactionId: "hppABC", status: "Cancelled" };
    const sum = apiResultChecksum(payload, "Key");
    expect(apiResultChecksum({ ...payload, checkSum: sum }, "Key")).toBe(sum);
    expect(apiResultChecksum({ ...payload, status: "cancelled" }, "Key")).not.toBe(sum);
  });
});

describe("signature comparison", () => {
  const good = callbackSignature("body", "key");
  it("accepts the same hex in any case and refuses everything else", () => {
    expect(signaturesMatch(good, good)).toBe(true);
    expect(signaturesMatch(good, good.toUpperCase())).toBe(true);
    expect(signaturesMatch(good, `${good.slice(0, -1)}0`)).toBe(good.endsWith("0"));
    expect(signaturesMatch(good, good.slice(0, 10))).toBe(false);
    expect(signaturesMatch(good, undefined)).toBe(false);
    expect(signaturesMatch(good, "")).toBe(false);
  });
});
