// Turns what a person types (`Lumen-Analytics.example.`, `https://www.lumen-analytics.example:443/x`)
// into the one domain the service knows, with the WHATWG URL parser (case, trailing dot, default
// port, IDN) rather than string surgery. Refused as usage errors: userinfo, IP addresses, schemes
// other than http(s), and single labels (a slug is not a domain).
import { isIP } from "node:net";
import { UsageError } from "@/lib/transports/cli/usage-error";

export function normaliseDomain(input: string, what = "domain"): string {
  const text = input.trim();
  if (!text) throw new UsageError(`${what} is empty`);
  if (text.length > 300) throw new UsageError(`${what} is longer than 300 characters`);
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    throw new UsageError(`${what} "${text}" is not a domain or URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new UsageError(`${what} "${text}": only http and https URLs name a company (got ${url.protocol.slice(0, -1)})`);
  if (url.username || url.password) throw new UsageError(`${what} "${text}" carries a user name or password; give the domain only`);
  let host = url.hostname.replace(/\.$/, "");
  if (host.startsWith("[") || isIP(host)) throw new UsageError(`${what} "${text}" is an IP address; give the company's domain`);
  if (host.startsWith("www.")) host = host.slice(4);
  if (!host.includes(".")) throw new UsageError(`${what} "${text}" is a single label; give the full domain (e.g. example.com)`);
  return host;
}
