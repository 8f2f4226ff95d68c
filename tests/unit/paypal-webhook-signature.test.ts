import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isCertPath,
  isTrustedCertUrl,
  publicKeyFromPem,
  transmissionHeadersOf,
  verifyWebhookSignature,
} from "../../src/server/modules/providers/paypal/webhook-signature.ts";
import { webhookSignedMessage } from "../../src/protocols/paypal.ts";

// A self-signed certificate made with openssl for this test, and the base64 SHA256withRSA
// signature of signedByCertificate made with its key (the key itself is not kept anywhere).
const certificate = `-----BEGIN CERTIFICATE-----
MIIDUTCCAjmgAwIBAgIUCgc7mscKQ6CJBwtFXawEr0W0DbkwDQYJKoZIhvcNAQEL
BQAwNzE1MDMGA1UEAwwsbWVzc2FnZXZlcmlmaWNhdGlvbmNlcnRzLnNhbmRib3gu
cGF5cGFsLnRlc3QwIBcNMjYxMTIyMDcwMDAyWhgPMjEyNjEwMjkwNzAwMDJaMDcx
NTAzBgNVBAMMLG1lc3NhZ2V2ZXJpZmljYXRpb25jZXJ0cy5zYW5kYm94LnBheXBh
bC50ZXN0MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArsgnDcfl/Sgl
Quf2sMKEbPApUbieTQddxEYdAmLCsxQ0kBsem9n/KnVxxkCDwVdVM17VdnohbxV4
fZlhqqQt+p3mZsUuysAhU/cq9A7XcXiyWLEny+O45asR2j4O3WRN0jddUXDw2IHL
CNjVIqiRJ4plVGPJPSvzs/zpTUW0Owg0rZ+oamlP39dQDyQNT8Z/MJXP4TNMiDSx
giPYCsT3Bg9/WgyUZjLXYjw6uN+E4oKSc34aRf9bNKCn+E+aYLjm8aiXgWl1iJ0T
lC+WfA4zKwpdrbzIQhxDvnXKMFlh9G6pA4nEViPKMx6ipCOYlqOkSpWSpxtdgQ2M
1HOc9MuRJwIDAQABo1MwUTAdBgNVHQ4EFgQUXpEZtoQw8qOzy/8IZZgxgamirakw
HwYDVR0jBBgwFoAUXpEZtoQw8qOzy/8IZZgxgamirakwDwYDVR0TAQH/BAUwAwEB
/zANBgkqhkiG9w0BAQsFAAOCAQEAGeViorlHfgRc0QFMiLFgtusa7BpTASHYAusu
5IDqTvnlg+4lBkK2bq/extlXmXfzVTdKJBuTu6g+dg2gx/jKo65OcM+W/Cbo6Pxc
BdIB7Bnq3y0E/G8skBaRDZEKxOp58t4Vr/Zy/i2G5c1AFxtYyIMu6mzn/cp9XWgH
VWzwa2d6OSSl10EGyP7ppbi/CJxwF9Kw1AbDIj64/YpnqOk7B+qeRva/PfUeZ016
TscrCRVjasJQ4+MA+n5GzbSAmXnhJR7WZWC8PerguzsfMzvxpEDwZ3jdQdva7IiR
q7tkapdodPcdbU9A5iqayIrlpHFBNjFJnhAzFRApZIEWEneXow==
-----END CERTIFICATE-----`;
const signedByCertificate = "tx-1|2026-11-22T10:00:00Z|WH-TEST|907060870";
const certificateSignature =
  "LnyrYMKc2Y4J6ezYbKd4ckBW1yA0z+TJeczW+fyssCNtV58jsYOjUuNxDzrsDpyg0lZGLa0+lzaqieE8wFxdG5EMDGLjgHmK5DJxKg1XCI7fWPm4/CnlTlhSpU+f1aTzDX8jFipJidZ0jn8eB6mToCigeo0htACgvsFXmvXL0gBRZ4uaSxAYzl3XJvtZkwhnnz/IkO0TYM4kHAjN3afp65UQfATAvSbOu2FKRX/p/rfxKhqKzEbCwpgG8R8NVGqPDqjt28Sl2UC1kUqnoeaqNel0KbBUUBnZdl7l0uaH6qrtcuUfAzMtuGuXL3/obF7bbwnSgkTYy9VKwKHFTwYN0g==";

describe("webhookSignedMessage", () => {
  it("joins id, time, webhook id and the CRC32 of the raw body as an unsigned decimal", () => {
    expect(webhookSignedMessage("tx-1", "2026-11-22T10:00:00Z", "WH-TEST", Buffer.from("hello"))).toBe(
      signedByCertificate,
    );
    // 0xCBF43926: the high bit is set, so a signed 32-bit value would come out negative.
    expect(webhookSignedMessage("a", "b", "c", Buffer.from("123456789"))).toBe("a|b|c|3421780262");
    expect(webhookSignedMessage("a", "b", "c", Buffer.alloc(0))).toBe("a|b|c|0");
  });

  it("uses the bytes as received: the same JSON spelled differently gives another message", () => {
    const compact = webhookSignedMessage("a", "b", "c", Buffer.from('{"id":"WH-1"}'));
    const spaced = webhookSignedMessage("a", "b", "c", Buffer.from('{ "id": "WH-1" }'));
    expect(compact).not.toBe(spaced);
  });
});

describe("verifyWebhookSignature", () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const message = webhookSignedMessage("tx-9", "2026-11-22T11:00:00Z", "WH-1", Buffer.from('{"id":"WH-EVENT"}'));
  const signature = sign("sha256", Buffer.from(message), privateKey).toString("base64");

  it("accepts the signature of the key behind the certificate", () => {
    const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(verifyWebhookSignature(message, signature, publicKeyFromPem(pem))).toBe(true);
  });

  it("refuses another message, another key or a broken signature", () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;
    expect(verifyWebhookSignature(`${message}x`, signature, publicKey)).toBe(false);
    expect(verifyWebhookSignature(message, signature, other)).toBe(false);
    expect(verifyWebhookSignature(message, "bm9wZQ==", publicKey)).toBe(false);
    expect(verifyWebhookSignature(message, "", publicKey)).toBe(false);
  });

  it("reads the public key of an X.509 certificate as PayPal serves it", () => {
    const key = publicKeyFromPem(certificate);
    expect(verifyWebhookSignature(signedByCertificate, certificateSignature, key)).toBe(true);
    expect(
      verifyWebhookSignature(signedByCertificate.replace("907060870", "907060871"), certificateSignature, key),
    ).toBe(false);
  });
});

describe("transmissionHeadersOf", () => {
  it("needs all five PAYPAL-* headers", () => {
    const headers = {
      "paypal-transmission-id": "tx",
      "paypal-transmission-time": "t",
      "paypal-transmission-sig": "s",
      "paypal-cert-url": "https://api.paypal.com/cert",
      "paypal-auth-algo": "SHA256withRSA",
    };
    expect(transmissionHeadersOf(headers)).toEqual({
      transmissionId: "tx",
      transmissionTime: "t",
      signature: "s",
      certUrl: "https://api.paypal.com/cert",
      authAlgo: "SHA256withRSA",
    });
    expect(transmissionHeadersOf({ ...headers, "paypal-transmission-sig": undefined })).toBeNull();
    expect(transmissionHeadersOf({ ...headers, "paypal-cert-url": ["a", "b"] })).toBeNull();
  });
});

describe("isTrustedCertUrl", () => {
  const live = [".paypal.com"];
  it("trusts PayPal's hosts over https only", () => {
    expect(isTrustedCertUrl("https://api.paypal.com/v1/notifications/certs/CERT-360caa42", live, false)).toBe(true);
    expect(isTrustedCertUrl("https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1", live, false)).toBe(true);
    expect(isTrustedCertUrl("http://api.paypal.com/cert", live, false)).toBe(false);
    expect(isTrustedCertUrl("https://paypal.com.evil.example/cert", live, false)).toBe(false);
    expect(isTrustedCertUrl("https://evilpaypal.com/cert", live, false)).toBe(false);
    expect(isTrustedCertUrl("https://user:pw@api.paypal.com/cert", live, false)).toBe(false);
    expect(isTrustedCertUrl("not a url", live, false)).toBe(false);
  });

  it("trusts exactly the portal's own host in the sandbox, where plain http is allowed", () => {
    const sandbox = ["127.0.0.1"];
    expect(isTrustedCertUrl("http://127.0.0.1:4319/__sandbox/paypal/certs/CERT-1.pem", sandbox, true)).toBe(true);
    expect(isTrustedCertUrl("http://localhost:4319/__sandbox/paypal/certs/CERT-1.pem", sandbox, true)).toBe(false);
    expect(isTrustedCertUrl("http://127.0.0.1:4319/cert", sandbox, false)).toBe(false);
  });
});

describe("isCertPath", () => {
  it("accepts only /v1/notifications/certs/CERT-<id> below the API base, without a query", () => {
    expect(isCertPath("https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77", "")).toBe(true);
    expect(
      isCertPath(
        "http://127.0.0.1:4319/__sandbox/paypal/v1/notifications/certs/CERT-SANDBOX-ab12",
        "/__sandbox/paypal",
      ),
    ).toBe(true);
    expect(isCertPath("https://api.paypal.com/v1/notifications/certs/CERT-1?x=1", "")).toBe(false);
    expect(isCertPath("https://api.paypal.com/v1/notifications/certs/CERT-1#x", "")).toBe(false);
    expect(isCertPath("https://api.paypal.com/v1/notifications/certs/other", "")).toBe(false);
    expect(isCertPath("https://api.paypal.com/v1/notifications/certs/CERT-1/x", "")).toBe(false);
    expect(isCertPath("https://api.paypal.com/cert", "")).toBe(false);
    expect(isCertPath("http://127.0.0.1:4319/v1/notifications/certs/CERT-1", "/__sandbox/paypal")).toBe(false);
    expect(isCertPath("http://127.0.0.1:4319/__sandbox/paypal/certs/CERT-1.pem", "/__sandbox/paypal")).toBe(false);
    expect(isCertPath("not a url", "")).toBe(false);
  });
});

describe("isTrustedCertUrl and ports", () => {
  it("refuses an explicit port outside the sandbox", () => {
    expect(
      isTrustedCertUrl("https://api.paypal.com:8443/v1/notifications/certs/CERT-1", ["api.paypal.com"], false),
    ).toBe(false);
  });
});
