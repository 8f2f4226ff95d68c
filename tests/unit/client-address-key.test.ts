import { describe, expect, it } from "vitest";
import { clientAddressKey } from "../../src/server/lib/client-address-key.ts";

describe("clientAddressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientAddressKey("203.0.113.10")).toBe("203.0.113.10");
    expect(clientAddressKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts an IPv4 address mapped into IPv6 as the IPv4 address, in every spelling", () => {
    for (const spelling of [
      "::ffff:203.0.113.10",
      "::FFFF:203.0.113.10",
      "0:0:0:0:0:ffff:203.0.113.10",
      "0000:0000:0000:0000:0000:FFFF:CB00:710A",
      "::ffff:cb00:710a",
    ]) {
      expect(clientAddressKey(spelling)).toBe("203.0.113.10");
    }
  });

  it("counts an IPv6 address by its /64, whatever the spelling", () => {
    const key = "2001:db8:abcd:12::/64";
    for (const spelling of [
      "2001:db8:abcd:12::1",
      "2001:0db8:abcd:0012:0000:0000:0000:0001",
      "2001:DB8:ABCD:12:0:0:0:1",
      "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
      "2001:db8:abcd:12:a:b:c:d",
      "2001:db8:abcd:12::",
      "2001:db8:abcd:12:1::1",
      "2001:db8:abcd:12::192.0.2.1",
      "2001:db8:abcd:12::1%eth0",
    ]) {
      expect(clientAddressKey(spelling)).toBe(key);
    }
  });

  it("gives different /64s different keys", () => {
    expect(clientAddressKey("2001:db8:abcd:13::1")).toBe("2001:db8:abcd:13::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1%2")).toBe("fe80:0:0:0::/64");
    // NAT64's prefix (64:ff9b::/96) is no IPv4 address mapped into IPv6: it counts by its /64.
    expect(clientAddressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    // IPv4-compatible (deprecated), not mapped: an ordinary IPv6 address.
    expect(clientAddressKey("::203.0.113.10")).toBe("0:0:0:0::/64");
  });

  it("keeps whatever is not an address as it is", () => {
    for (const text of ["", "unknown", "2001:db8:::1", "203.0.113.300", "[2001:db8::1]"]) {
      expect(clientAddressKey(text)).toBe(text);
    }
  });
});
