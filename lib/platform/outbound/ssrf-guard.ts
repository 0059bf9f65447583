// The one gate every outbound request passes. A URL may only reach a public address: loopback, private,
// link-local, unique-local, carrier-grade NAT, multicast, reserved and cloud-metadata addresses are refused,
// whether named directly or reached through DNS. The address checked is the address connected to (the
// lookup is pinned), so a DNS answer that changes between check and connect cannot slip through.
// An origin the operator configured (e.g. MODEL_BASE_URL) is trusted as configured, loopback included.
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

export class OutboundRefusedError extends Error {
  readonly code = "outbound_refused";
}

const PUBLIC_RANGES = new Set(["unicast"]);

/**
 * The IPv4 address an IPv6 one carries in its low 32 bits when its upper 96 are zero (the deprecated
 * IPv4-compatible form, ::127.0.0.1): some stacks still route it to that IPv4 address, and ipaddr.js
 * calls the range "unicast", so it must be judged as the IPv4 address it names.
 */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = ip.parts;
  if (parts.slice(0, 6).some((p) => p !== 0)) return null;
  return new ipaddr.IPv4([parts[6] >> 8, parts[6] & 0xff, parts[7] >> 8, parts[7] & 0xff]);
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6") {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
    else {
      const compatible = embeddedIpv4(v6);
      // :: and ::1 stay IPv6 (unspecified, loopback); every other ::a.b.c.d is judged as a.b.c.d.
      if (compatible && v6.range() === "unicast") ip = compatible;
    }
  }
  return PUBLIC_RANGES.has(ip.range());
}

export interface GuardOptions {
  /** Origins (scheme://host:port) the operator configured; allowed as they are, http included. */
  trustedOrigins?: string[];
  /** Require https for untrusted origins (default true). */
  httpsOnly?: boolean;
  /** How a name resolves (default: the system resolver, every answer). */
  resolveHost?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (host: string) => lookup(host, { all: true, verbatim: true });

export interface CheckedTarget {
  url: URL;
  /** The address to connect to, or null for a trusted origin (resolved normally). */
  address: string | null;
  family: 4 | 6 | null;
}

export async function checkOutboundUrl(raw: string, opts: GuardOptions = {}): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError("not a URL");
  }
  if (opts.trustedOrigins?.includes(url.origin)) return { url, address: null, family: null };
  if (url.protocol !== "https:" && (opts.httpsOnly ?? true)) throw new OutboundRefusedError("only https URLs are allowed");
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new OutboundRefusedError("unsupported scheme");
  if (url.username || url.password) throw new OutboundRefusedError("credentials in URLs are not allowed");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: host.includes(":") ? 6 : 4 }]
    : await (opts.resolveHost ?? systemResolve)(host).catch(() => []);
  if (addresses.length === 0) throw new OutboundRefusedError("the host does not resolve");
  // Every answer must be public: a name that also resolves inside the network is refused outright.
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused) throw new OutboundRefusedError("the host resolves to a non-public address");
  const first = addresses[0];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
