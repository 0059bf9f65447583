// The demo companies' public surface, for `npm run dev` and for the demo seed (which takes the seeded
// history by running the engine against this same world, so a live reading agrees with the seed): one
// virtual host per demo domain, mostly well configured, some with a header missing, no security.txt, no
// DMARC, or a certificate about to expire, so the readings a newcomer watches are varied. A fixture whose
// state is the point keeps it because the world makes it so: lumen-analytics publishes no CAA record
// (13 checks run, 12 passed), brightpath-hr's host stopped answering before the seed's last reading, and
// the companies that are listed but never witnessed have no host at all. Never used in production.
import { CATALOG, type CatalogCompany } from "@/lib/seed/demo-catalog";
import { domainOf } from "@/lib/seed/demo-writers";
import { worldNetwork, type WitnessNetwork, type WorldDescription } from "@/lib/platform/outbound/witness-network";
import { GOOD_HEADERS, startLocalWorld, type LocalWorld, type WorldSite } from "@/lib/witness/world/local-world";

const VARIANTS: ((domain: string) => Omit<WorldSite, "domain">)[] = [
  () => ({}),
  () => ({}),
  () => ({ headers: { ...GOOD_HEADERS, "content-security-policy": undefined } }),
  () => ({ securityTxt: null }),
  () => ({ dmarc: null }),
  () => ({
    headers: {
      ...GOOD_HEADERS,
      "referrer-policy": "unsafe-url",
      "x-frame-options": undefined,
      "content-security-policy": "default-src 'self'",
    },
  }),
];

/** Fixed answers of named fixtures (one failing check for the flagship, so its page shows one). */
const OVERRIDES: Record<string, Omit<WorldSite, "domain">> = {
  "lumen-analytics": { caa: [] },
};

/** Stopped answering shortly before the seed's last reading of it: older readings witnessed, the rest observe nothing. */
export const WENT_DARK = new Set(["brightpath-hr"]);

/**
 * No host in the world at all: published companies that are listed but never witnessed, and the
 * worker-route company nothing is read of. The scheduler reads them like any other and observes nothing.
 */
export function hasNoHost(entry: CatalogCompany): boolean {
  return entry.role === "unwitnessed" || entry.slug === "blankslate-dev";
}

/** The sites the world serves: every company with a host, including those that went dark (for the seed's history). */
export function demoWorldSites(): WorldSite[] {
  const sites: WorldSite[] = [];
  CATALOG.forEach((entry, i) => {
    if (hasNoHost(entry)) return;
    const domain = domainOf(entry);
    // One expiring certificate, on a fixed company, so the demo always shows one.
    if (i === 2) sites.push({ domain, cert: "expiring" as const });
    else sites.push({ domain, ...VARIANTS[i % VARIANTS.length]!(domain), ...OVERRIDES[entry.slug] });
  });
  return sites;
}

/** The description with these domains gone: their names neither resolve nor answer. */
export function withoutDomains(world: WorldDescription, domains: readonly string[]): WorldDescription {
  const gone = new Set(domains.flatMap((d) => [d, `www.${d}`, `_dmarc.${d}`]));
  const keep = <T>(r: Record<string, T>) => Object.fromEntries(Object.entries(r).filter(([k]) => !gone.has(k)));
  return {
    ...world,
    hosts: keep(world.hosts),
    txt: keep(world.txt),
    caa: keep(world.caa),
    dnsTimeouts: world.dnsTimeouts.filter((d) => !gone.has(d)),
  };
}

export interface DemoWorld {
  /** What the world looks like now (development installs it): the companies that went dark are gone. */
  live: WorldDescription;
  /** The network a reading of `domain` saw: before a company went dark, its host still answered. */
  networkFor(domain: string, dark: boolean): WitnessNetwork;
  port: number;
  close(): Promise<void>;
}

export async function startDemoWorld(): Promise<DemoWorld> {
  const world: LocalWorld = await startLocalWorld(demoWorldSites());
  // One set of placed files for the live view and the HTTPS server, which answers from the full description:
  // a verification file placed through /dev/world (on `live`) must be the one the server sends.
  world.description.files ??= {};
  const darkDomains = CATALOG.filter((e) => WENT_DARK.has(e.slug)).map(domainOf);
  const live = withoutDomains(world.description, darkDomains);
  const liveNet = worldNetwork(live);
  const historyNet = worldNetwork(world.description);
  return {
    live,
    networkFor: (domain, dark) => (dark || !darkDomains.includes(domain) ? liveNet : historyNet),
    port: world.port,
    close: () => world.close(),
  };
}
