// A small local HTTPS world (development and tests only): one server on loopback, one virtual host per
// demo domain with its own certificate, headers and security.txt, plus the DNS answers (A, TXT, CAA) the
// readers see. Each domain gets a public-looking virtual address; the world's dial map sends that
// address to the local server, so the SSRF guard judges the same addresses it would in production.
import https from "node:https";
import tls from "node:tls";
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { systemClock } from "@/lib/platform/clock";
import type { CaaRecord, WorldDescription } from "@/lib/platform/outbound/witness-network";
import { createTestCa } from "@/lib/witness/world/test-ca";

const DAY = 86_400_000;

export interface WorldSite {
  domain: string;
  /** DNS answer instead of the virtual address (e.g. ["10.0.0.1"]): the site is then not served. */
  resolvesTo?: string[];
  /** Nothing answers: the name resolves but no server is reachable, and DNS questions time out. */
  dark?: boolean;
  /** Response headers of the home page; the well-configured set when omitted. */
  headers?: Record<string, string | undefined>;
  status?: number;
  location?: string;
  /** security.txt body; null: 404. Omitted: a valid one expiring in a year. */
  securityTxt?: string | null;
  /** Body of /.well-known/svc-declaration.json (the company's declaration, issue 21). Omitted: 404. */
  declaration?: string;
  delayMs?: number;
  /** Home page body size (to exceed the reader's body cap). */
  bodyBytes?: number;
  cert?: "valid" | "expired" | "expiring" | "wrong_name";
  spf?: string | null;
  dmarc?: string | null;
  caa?: CaaRecord[];
  /**
   * Further answers by request path (with its query string): a stand-in API (the GitHub REST API of a
   * connector test) or a hosted evidence document. A string is a JSON body with status 200.
   */
  files?: Record<string, string | { status: number; body: string; location?: string }>;
  /** When set, every request without `Authorization: Bearer <bearer>` is answered 401 (a refused token). */
  bearer?: string;
}

export const GOOD_HEADERS: Record<string, string> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "content-security-policy": "default-src 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

export function securityTxtFor(domain: string, expires: Date): string {
  return `Contact: mailto:security@${domain}\nExpires: ${expires.toISOString()}\nPreferred-Languages: en\n`;
}

export interface LocalWorld {
  description: WorldDescription;
  /** Requests the world served, per Host (a refused name never appears). */
  requests: Map<string, number>;
  port: number;
  /** Writes the description to a file, for a child process (WITNESS_WORLD_FILE). */
  writeTo(file: string): void;
  close(): Promise<void>;
}

function virtualAddress(i: number): string {
  // Public unicast space (never dialled: the dial map sends it to the local server).
  return `93.184.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;
}

export async function startLocalWorld(sites: WorldSite[]): Promise<LocalWorld> {
  // OpenSSL judges certificates against the system time, so the world is dated by it, not by clock().
  const now = systemClock.now();
  const ca = await createTestCa(now);
  const contexts = new Map<string, tls.SecureContext>();
  const byDomain = new Map(sites.map((s) => [s.domain.toLowerCase(), s]));
  for (const site of sites) {
    if (site.resolvesTo || site.dark) continue;
    const kind = site.cert ?? "valid";
    const issued = await ca.issue({
      names: kind === "wrong_name" ? [`other-${site.domain}`] : [site.domain, `www.${site.domain}`],
      notBefore: new Date(now.getTime() - (kind === "expired" ? 400 : 30) * DAY),
      notAfter: new Date(now.getTime() + (kind === "expired" ? -5 : kind === "expiring" ? 5 : 300) * DAY),
    });
    const context = tls.createSecureContext({ cert: issued.cert, key: issued.key });
    contexts.set(site.domain.toLowerCase(), context);
    contexts.set(`www.${site.domain.toLowerCase()}`, context);
  }
  const requests = new Map<string, number>();
  const server = https.createServer({ SNICallback: (name, cb) => cb(null, contexts.get(name.toLowerCase())) }, (req, res) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "").toLowerCase();
    requests.set(host, (requests.get(host) ?? 0) + 1);
    const site = byDomain.get(host.replace(/^www\./, ""));
    res.on("error", () => {});
    if (!site) {
      res.writeHead(421).end();
      return;
    }
    const answer = () => {
      const placed = description.files?.[`${host}${req.url ?? ""}`];
      if (placed !== undefined) {
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(placed);
        return;
      }
      if (site.bearer && req.headers.authorization !== `Bearer ${site.bearer}`) {
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ message: "Bad credentials" }));
        return;
      }
      const file = site.files?.[req.url ?? ""];
      if (file !== undefined) {
        const { status, body, location } = typeof file === "string" ? { status: 200, body: file, location: undefined } : file;
        res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...(location ? { location } : {}) }).end(body);
        return;
      }
      if (req.url === "/.well-known/svc-declaration.json") {
        if (site.declaration === undefined) res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        else res.writeHead(200, { "content-type": "application/json" }).end(site.declaration);
        return;
      }
      if (req.url === "/.well-known/security.txt") {
        const body = site.securityTxt === undefined ? securityTxtFor(site.domain, new Date(now.getTime() + 365 * DAY)) : site.securityTxt;
        if (body === null) res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        else res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(body);
        return;
      }
      // A redirect is served on the apex only, so apex -> www lands on a page.
      const apex = host === site.domain.toLowerCase();
      const all = {
        "content-type": "text/html; charset=utf-8",
        ...(site.headers ?? GOOD_HEADERS),
        ...(apex && site.location ? { location: site.location } : {}),
      };
      const headers = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
      res.writeHead(apex ? (site.status ?? 200) : 200, headers);
      if (site.bodyBytes) {
        const chunk = Buffer.alloc(64 * 1024, 97);
        let left = site.bodyBytes;
        const pump = () => {
          while (left > 0) {
            left -= chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        req.socket.once("close", () => (left = 0));
        pump();
      } else {
        res.end(`<!doctype html><title>${site.domain}</title><p>${site.domain}</p>`);
      }
    };
    if (site.delayMs) setTimeout(answer, site.delayMs).unref();
    else answer();
  });
  server.on("tlsClientError", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const description: WorldDescription = { ca: ca.pem, hosts: {}, dial: {}, txt: {}, caa: {}, dnsTimeouts: [] };
  sites.forEach((site, i) => {
    const domain = site.domain.toLowerCase();
    if (site.dark) {
      description.hosts[domain] = [virtualAddress(i)];
      description.dnsTimeouts.push(domain, `_dmarc.${domain}`);
      return;
    }
    if (site.resolvesTo) {
      description.hosts[domain] = site.resolvesTo;
    } else {
      const address = virtualAddress(i);
      description.hosts[domain] = [address];
      description.hosts[`www.${domain}`] = [address];
      description.dial[`${address}:443`] = `127.0.0.1:${port}`;
    }
    const spf = site.spf === undefined ? "v=spf1 -all" : site.spf;
    const dmarc = site.dmarc === undefined ? `v=DMARC1; p=reject; rua=mailto:dmarc@${domain}` : site.dmarc;
    if (spf) description.txt[domain] = [[spf]];
    if (dmarc) description.txt[`_dmarc.${domain}`] = [[dmarc]];
    description.caa[domain] = site.caa ?? [{ critical: 0, issue: "letsencrypt.org" }];
  });
  return {
    description,
    requests,
    port,
    writeTo: (file) => writeFileSync(file, JSON.stringify(description)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
