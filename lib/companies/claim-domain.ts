// The one domain a company claim names: lower case, IDNA to ASCII (the WHATWG algorithm in node:url),
// no scheme, port, path or trailing dot. IP literals and public suffixes (the Public Suffix List, read
// through tldts, private section included: nobody may claim github.io) are refused, so one claim never
// speaks for a whole registry.
import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import { parse } from "tldts";

export class ClaimDomainError extends Error {
  readonly code = "claim_domain_invalid";
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function normaliseClaimDomain(input: string): string {
  const text = input.trim();
  if (!text) throw new ClaimDomainError("is empty");
  if (/[/:?#@\\\s]/.test(text.replace(/\.$/, ""))) {
    throw new ClaimDomainError(
      `"${text.slice(0, 80)}" is not a domain: give the name only (e.g. acme.com), without a scheme, port or path`,
    );
  }
  const bare = text.replace(/\.$/, "");
  if (isIP(bare) || /^\[.*\]$/.test(bare) || /^[0-9.]+$/.test(bare))
    throw new ClaimDomainError(`"${bare}" is an IP address; give the company's domain`);
  const ascii = domainToASCII(bare.toLowerCase());
  if (!ascii) throw new ClaimDomainError(`"${text.slice(0, 80)}" is not a valid domain name`);
  if (ascii.length > 253 || !ascii.split(".").every((l) => LABEL.test(l)))
    throw new ClaimDomainError(`"${ascii}" is not a valid domain name`);
  if (!ascii.includes(".")) throw new ClaimDomainError(`"${ascii}" is a single label; give the full domain (e.g. acme.com)`);
  const parsed = parse(ascii, { allowPrivateDomains: true });
  if (parsed.isIp) throw new ClaimDomainError(`"${ascii}" is an IP address; give the company's domain`);
  if (!parsed.domain || parsed.publicSuffix === ascii)
    throw new ClaimDomainError(`"${ascii}" is a public suffix; no one company controls it`);
  return ascii;
}

/** A slug for a company first named by this domain: its registrable label, made unique by the caller. */
export function slugBaseOf(domain: string): string {
  const parsed = parse(domain, { allowPrivateDomains: true });
  const base = (parsed.subdomain ? `${parsed.subdomain}-${parsed.domainWithoutSuffix}` : (parsed.domainWithoutSuffix ?? domain))
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return base.slice(0, 60) || "company";
}
