// The demo companies' public surface, for `npm run dev`: one virtual host per demo domain, mostly
// well configured, some with a header missing, no security.txt, no DMARC, or a certificate about to
// expire, so the readings a newcomer watches are varied. Never used in production.
import { CATALOG } from "@/lib/seed/demo-catalog";
import { domainOf } from "@/lib/seed/demo-writers";
import { GOOD_HEADERS, type WorldSite } from "./local-world";

const VARIANTS: ((domain: string) => Omit<WorldSite, "domain">)[] = [
  () => ({}),
  () => ({}),
  () => ({ headers: { ...GOOD_HEADERS, "content-security-policy": undefined } }),
  () => ({ securityTxt: null }),
  () => ({ dmarc: null }),
  () => ({ headers: { ...GOOD_HEADERS, "referrer-policy": "unsafe-url", "x-frame-options": undefined, "content-security-policy": "default-src 'self'" } }),
];

export function demoWorldSites(): WorldSite[] {
  return CATALOG.map((entry, i) => {
    const domain = domainOf(entry);
    // One expiring certificate, on a fixed company, so the demo always shows one.
    if (i === 2) return { domain, cert: "expiring" as const };
    return { domain, ...VARIANTS[i % VARIANTS.length]!(domain) };
  });
}
