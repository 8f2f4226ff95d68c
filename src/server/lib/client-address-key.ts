import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (without a zone id), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const groups: number[] = [];
  // An IPv4 address in the last 32 bits (::ffff:192.0.2.1, 64:ff9b::192.0.2.1).
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  let tail: number[] = [];
  if (dotted) {
    const octets = (dotted[2] ?? "").split(".").map(Number);
    tail = [((octets[0] ?? 0) << 8) | (octets[1] ?? 0), ((octets[2] ?? 0) << 8) | (octets[3] ?? 0)];
    text = `${dotted[1] ?? ""}0:0`;
  }
  const [head = "", rest, ...more] = text.split("::");
  if (more.length > 0) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  groups.push(...left, ...Array<number>(rest === undefined ? 0 : missing).fill(0), ...right);
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * What a per-address limit counts a client by. One IPv6 subscriber gets a whole /64 (a phone
 * picks a new address in it at will), so an IPv6 client counts by its /64 prefix, written one
 * way whatever the spelling; an IPv4 address, also when it arrives mapped into IPv6
 * (::ffff:192.0.2.1, as a dual-stack socket reports it), counts as itself. Anything else
 * counts as it is written.
 */
export function clientAddressKey(address: string): string {
  if (isIPv4(address)) return address;
  const withoutZone = address.split("%")[0] ?? "";
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone.toLowerCase());
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
