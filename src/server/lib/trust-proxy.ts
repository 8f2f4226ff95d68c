import { isIP } from "node:net";

/**
 * What Fastify's `trustProxy` gets: off, the number of proxy hops in front of the server, or
 * the addresses of the proxies whose X-Forwarded-For entries count. Never `true`: that would
 * take the left-most entry, which any client can write itself.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the loopback, link-local and unique-local ranges.
const keywords = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (keywords.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. Unset: no proxy outside production, a reverse proxy on the same host in
 * production. "0", "false", "off": no proxy. A positive integer: that many proxy hops. Otherwise
 * a comma-separated list of addresses, CIDR ranges and proxy-addr keywords. Null when the value
 * is none of these.
 */
export function parseTrustProxy(raw: string | undefined, production: boolean): TrustProxy | null {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "") return production ? ["loopback"] : false;
  if (["0", "false", "off"].includes(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return Number.isSafeInteger(hops) ? hops || false : null;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

export const trustProxyProblem =
  "TRUST_PROXY: muss 0/false/off, eine Anzahl von Proxys (z.B. 1) oder eine kommagetrennte Liste von IP-Adressen " +
  "und CIDR-Bereichen (auch loopback, linklocal, uniquelocal) sein";

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The setting as Fastify's `trustProxy` option. Fastify itself reads a bare number as "trust
 * nobody", because a hop count cannot tell the proxy from a client that connects directly; an
 * operator who names a hop count vouches that only the proxy can reach the server, so the count
 * becomes a function that trusts exactly that many hops.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | TrustFunction {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}
