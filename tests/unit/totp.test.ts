import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from "../../src/server/lib/totp.ts";

// RFC 6238 Appendix B: the seeds are the ASCII digits repeated to the hash's key length.
const seeds = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};
const vectors: Array<[number, string, string, string]> = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(vectors)(
    "at %i s gives the RFC's eight-digit codes for SHA-1, SHA-256 and SHA-512",
    (time, s1, s256, s512) => {
      const step = totpStep(new Date(time * 1000));
      expect(totpCode(seeds.sha1, step, 8, "sha1")).toBe(s1);
      expect(totpCode(seeds.sha256, step, 8, "sha256")).toBe(s256);
      expect(totpCode(seeds.sha512, step, 8, "sha512")).toBe(s512);
    },
  );

  it("six digits are the last six of the same truncation", () => {
    expect(totpCode(seeds.sha1, totpStep(new Date(59_000)))).toBe("287082");
  });

  it("accepts the current step and one either side, and nothing further off", () => {
    const secret = base32Encode(seeds.sha1);
    const at = new Date(1111111111_000);
    const step = totpStep(at);
    const code = (s: number) => totpCode(seeds.sha1, s);
    expect(matchTotp(secret, code(step), at)).toBe(step);
    expect(matchTotp(secret, code(step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, code(step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, code(step - 2), at)).toBeNull();
    expect(matchTotp(secret, code(step + 2), at)).toBeNull();
  });

  it("refuses codes that are not six digits", () => {
    const secret = newTotpSecret();
    for (const code of ["", "12345", "1234567", "12a456", " 123456"])
      expect(matchTotp(secret, code, new Date())).toBeNull();
  });
});

describe("Base32 (RFC 4648)", () => {
  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("%j encodes as %s and back", (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it("reads secrets typed in lower case with spaces and padding", () => {
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
  });

  it("a new secret has 160 bits", () => {
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });
});

it("the otpauth URI names issuer, account and parameters", () => {
  const raw = otpauthUri("Sternenruf", "+49 151 1234567", "JBSWY3DPEHPK3PXP");
  expect(raw.startsWith("otpauth://totp/Sternenruf:%2B49%20151%201234567?")).toBe(true);
  const uri = new URL(raw);
  expect(Object.fromEntries(uri.searchParams)).toEqual({
    secret: "JBSWY3DPEHPK3PXP",
    issuer: "Sternenruf",
    algorithm: "SHA1",
    digits: "6",
    period: "30",
  });
});
