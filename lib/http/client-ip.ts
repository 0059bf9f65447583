// The client address and "client network" (IPv4 address, IPv6 /64) used for limits and view counting.
// It comes from a configured trusted proxy header, otherwise from the socket address our own server
// records in x-svc-client-ip (overwriting anything the client sent); X-Forwarded-For is never trusted blindly.
import { isIP } from "node:net";
import { env } from "@/lib/platform/env";

export const PEER_HEADER = "x-svc-client-ip";

export function clientIp(headers: Headers): string {
  const trusted = env().TRUSTED_PROXY_HEADER;
  const raw = trusted ? headers.get(trusted)?.split(",").at(-1) : headers.get(PEER_HEADER);
  const ip = normaliseIp(raw?.trim() ?? "");
  return ip ?? "unknown";
}

function normaliseIp(value: string): string | null {
  let v = value.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = v.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) v = mapped[1];
  return isIP(v) ? v.toLowerCase() : null;
}

/** IPv4: the address. IPv6: its /64 prefix, so one host's many addresses count as one client network. */
export function clientNetwork(headers: Headers): string {
  const ip = clientIp(headers);
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head, tail = ""] = ip.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...h, ...Array(8 - h.length - t.length).fill("0"), ...t] : h;
  return groups.map((g) => g.padStart(4, "0"));
}
