// The outside-in reader: what anyone can see of a company from outside. Per reading it sends exactly
// two HTTPS GETs (the home page, /.well-known/security.txt; plus at most three redirects that stay on the
// company's domain) and three DNS questions (SPF, DMARC, CAA). Every connection passes the SSRF guard at
// connect time; a refused name is a failed reachability check that says why, and no request is sent.
import { createHash } from "node:crypto";
import type { Agent } from "undici";
import { clock } from "@/lib/platform/clock";
import { env } from "@/lib/platform/env";
import type { TlsSeen } from "@/lib/platform/outbound/guarded-connect";
import type { CheckCategory, CheckOutcome, NotReadReason } from "@/lib/vocabulary/check-outcomes";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { expectationOf } from "@/lib/witness-record/check-mapping";
import type { CheckResult, EvidenceItem } from "@/lib/witness-record/check-result";
import { NO_SUCH_NAME, witnessNetwork, type WitnessNetwork } from "@/lib/platform/outbound/witness-network";
import { fetchOnce, guardedAgent, type Fetched } from "@/lib/witness/readers/guarded-fetch";

export interface OutsideInOptions {
  network?: WitnessNetwork;
  deadlineMs?: number;
  maxBodyBytes?: number;
}

export interface OutsideInRead {
  domain: string;
  checks: CheckResult[];
  evidence: EvidenceItem[];
}

export class InvalidDomainError extends Error {
  readonly code = "invalid_domain";
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const MAX_REDIRECTS = 3;
const USER_AGENT = "PublicTrustNetwork-Witness/1 (outside-in reader)";

export function normaliseDomain(raw: string): string {
  const domain = raw.trim().toLowerCase().replace(/\.$/, "");
  if (!DOMAIN.test(domain)) throw new InvalidDomainError(`not a domain name: ${JSON.stringify(raw.slice(0, 80))}`);
  return domain;
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

function onDomain(url: URL, domain: string): boolean {
  return (
    url.protocol === "https:" && (url.hostname === domain || url.hostname.endsWith(`.${domain}`)) && (url.port === "" || url.port === "443")
  );
}

type Home = Fetched | { kind: "redirect_refused"; url: string; location: string; evidence: EvidenceItem };

async function fetchHome(agent: Agent, domain: string, deadlineMs: number, cap: number, evidence: EvidenceItem[]): Promise<Home> {
  let url = `https://${domain}/`;
  for (let hop = 0; ; hop++) {
    const got = await fetchOnce(agent, url, { deadlineMs, cap, userAgent: USER_AGENT });
    if (got.kind !== "response") return got;
    evidence.push(got.evidence);
    const location = got.headers.location;
    if (got.status < 300 || got.status >= 400 || !location) return got;
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return got;
    }
    if (!onDomain(next, domain) || hop >= MAX_REDIRECTS)
      return { kind: "redirect_refused", url, location: next.toString(), evidence: got.evidence };
    url = next.toString();
  }
}

export async function readOutsideIn(rawDomain: string, options: OutsideInOptions = {}): Promise<OutsideInRead> {
  const domain = normaliseDomain(rawDomain);
  const net = options.network ?? witnessNetwork();
  const deadlineMs = options.deadlineMs ?? env().WITNESS_DEADLINE_MS;
  const cap = options.maxBodyBytes ?? env().WITNESS_MAX_BODY_BYTES;
  const tlsSeen: TlsSeen[] = [];
  const agent = guardedAgent(net, (s) => tlsSeen.push(s));
  const evidence: EvidenceItem[] = [];
  const checks: CheckResult[] = [];
  const at = () => clock().now().toISOString();
  const add = (
    check_id: string,
    category: CheckCategory,
    source: string,
    outcome: CheckOutcome,
    observed: string | null,
    reason: NotReadReason | null,
    digest: string | null,
  ) =>
    checks.push({
      check_id,
      category,
      source,
      expected: expectationOf(check_id),
      observed,
      outcome,
      reason,
      observed_at: at(),
      sha256: digest,
    });
  try {
    const dns = readDns(net, domain, evidence);
    const home = await fetchHome(agent, domain, deadlineMs, cap, evidence);
    const homeUrl = `https://${domain}/`;
    // A name the guard refused (or that does not resolve) is not asked a second time.
    const secUrl = `https://${domain}/.well-known/security.txt`;
    const sec: Fetched =
      home.kind === "failed" && (home.reason === "refused_by_guard" || home.reason === "unreachable") && home.url === homeUrl
        ? { kind: "failed", url: secUrl, reason: home.reason, message: home.message }
        : await fetchOnce(agent, secUrl, { deadlineMs, cap, userAgent: USER_AGENT });
    if (sec.kind === "response") evidence.push(sec.evidence);

    // transport.https
    if (home.kind === "failed") add("transport.https", "transport", home.url, "failed", home.message, home.reason, null);
    else if (home.kind === "redirect_refused")
      add(
        "transport.https",
        "transport",
        home.url,
        "failed",
        `redirect to ${home.location} leaves ${domain}: not followed`,
        "refused_by_guard",
        home.evidence.sha256,
      );
    else if (home.tooLarge)
      add(
        "transport.https",
        "transport",
        home.url,
        "failed",
        `HTTP ${home.status}; body larger than ${cap} bytes: reading stopped at the cap`,
        "body_too_large",
        home.evidence.sha256,
      );
    else
      add(
        "transport.https",
        "transport",
        home.url,
        home.status < 400 ? "passed" : "failed",
        `HTTP ${home.status}`,
        null,
        home.evidence.sha256,
      );

    // transport.certificate: judged on the first handshake with the domain itself.
    const shown = tlsSeen.find((s) => s.host === domain) ?? tlsSeen[0];
    if (!shown) {
      const why = home.kind === "failed" ? home : { reason: "unreachable" as const, message: "no TLS handshake completed" };
      add("transport.certificate", "transport", homeUrl, "not_read", why.message, why.reason, null);
    } else {
      const cert = shown.certificate;
      const validTo = cert ? new Date(cert.valid_to) : null;
      const days = validTo ? Math.floor((validTo.getTime() - clock().nowMs()) / 86_400_000) : null;
      const chain = shown.authorized ? "chain valid" : `chain not valid (${shown.authorizationError ?? "unknown"})`;
      const name = shown.hostnameError ? `name mismatch (${shown.hostnameError})` : "name matches";
      const expiry = validTo ? `expires ${validTo.toISOString()} (${days} days)` : "no certificate";
      const ok = shown.authorized && !shown.hostnameError && days !== null && validTo!.getTime() > clock().nowMs();
      const digest = cert?.raw ? sha256(cert.raw) : null;
      if (cert?.raw)
        evidence.push({
          source: `tls://${domain}:443`,
          kind: "tls",
          status: null,
          headers: null,
          sha256: digest!,
          bytes: cert.raw.length,
          observed_at: at(),
        });
      add(
        "transport.certificate",
        "transport",
        `tls://${domain}:443`,
        ok ? "passed" : "failed",
        `${chain}; ${name}; ${expiry}`,
        null,
        digest,
      );
    }

    // headers.*: judged on the last response that came back (after on-domain redirects).
    const page = home.kind === "response" ? home : null;
    const notRead =
      home.kind === "failed"
        ? { reason: home.reason, message: home.message }
        : home.kind === "redirect_refused"
          ? { reason: "refused_by_guard" as const, message: "the home page redirected off the domain" }
          : null;
    const header = (id: string, judge: (h: Record<string, string>) => { ok: boolean; observed: string }) => {
      if (!page) return add(id, "headers", home.url, "not_read", notRead!.message, notRead!.reason, null);
      const r = judge(page.headers);
      add(id, "headers", page.url, r.ok ? "passed" : "failed", r.observed, null, page.evidence.sha256);
    };
    const shownOrAbsent = (v: string | undefined) => (v === undefined ? "absent" : v);
    header("headers.strict_transport_security", (h) => {
      const v = h["strict-transport-security"];
      const maxAge = v ? Number(/max-age\s*=\s*"?(\d+)/i.exec(v)?.[1] ?? 0) : 0;
      return { ok: maxAge > 0, observed: shownOrAbsent(v) };
    });
    header("headers.content_security_policy", (h) => ({
      ok: !!h["content-security-policy"]?.trim(),
      observed: shownOrAbsent(h["content-security-policy"]),
    }));
    header("headers.x_content_type_options", (h) => ({
      ok: h["x-content-type-options"]?.trim().toLowerCase() === "nosniff",
      observed: shownOrAbsent(h["x-content-type-options"]),
    }));
    header("headers.frame_options", (h) => {
      const xfo = h["x-frame-options"]?.trim().toUpperCase();
      const ancestors = /(?:^|;)\s*frame-ancestors\s/i.test(h["content-security-policy"] ?? "");
      return {
        ok: xfo === "DENY" || xfo === "SAMEORIGIN" || ancestors,
        observed: `X-Frame-Options: ${shownOrAbsent(h["x-frame-options"])}; CSP frame-ancestors: ${ancestors ? "present" : "absent"}`,
      };
    });
    header("headers.referrer_policy", (h) => {
      const v = h["referrer-policy"]?.trim().toLowerCase();
      return { ok: !!v && v !== "unsafe-url", observed: shownOrAbsent(h["referrer-policy"]) };
    });

    // disclosure.security_txt*
    if (sec.kind === "failed") {
      for (const id of ["disclosure.security_txt", "disclosure.security_txt_contact", "disclosure.security_txt_expires"])
        add(id, "disclosure", secUrl, "not_read", sec.message, sec.reason, null);
    } else {
      const digest = sec.evidence.sha256;
      const text = sec.body.toString("utf8");
      const fields = parseSecurityTxt(text);
      const present = sec.status === 200 && !sec.tooLarge && fields.length > 0;
      const signed = text.startsWith("-----BEGIN PGP SIGNED MESSAGE-----");
      add(
        "disclosure.security_txt",
        "disclosure",
        secUrl,
        present ? "passed" : "failed",
        sec.tooLarge ? `larger than ${cap} bytes` : `HTTP ${sec.status}; ${fields.length} fields; ${signed ? "signed" : "not signed"}`,
        sec.tooLarge ? "body_too_large" : null,
        digest,
      );
      if (!present) {
        add("disclosure.security_txt_contact", "disclosure", secUrl, "not_read", "no security.txt", "not_applicable", digest);
        add("disclosure.security_txt_expires", "disclosure", secUrl, "not_read", "no security.txt", "not_applicable", digest);
      } else {
        const contacts = fields.filter((f) => f.name === "contact").map((f) => f.value);
        add(
          "disclosure.security_txt_contact",
          "disclosure",
          secUrl,
          contacts.length > 0 ? "passed" : "failed",
          contacts.length ? contacts.join(", ") : "no Contact field",
          null,
          digest,
        );
        const expires = fields.filter((f) => f.name === "expires").map((f) => f.value);
        const when = expires.length === 1 ? new Date(expires[0]!) : null;
        const ok = !!when && !Number.isNaN(when.getTime()) && when.getTime() > clock().nowMs();
        add(
          "disclosure.security_txt_expires",
          "disclosure",
          secUrl,
          ok ? "passed" : "failed",
          expires.length ? `Expires: ${expires.join(", ")}` : "no Expires field",
          null,
          digest,
        );
      }
    }

    for (const d of await dns) add(d.check_id, "dns", d.source, d.outcome, d.observed, d.reason, d.sha256);
    checks.sort((a, b) => a.check_id.localeCompare(b.check_id));
    return { domain, checks, evidence };
  } finally {
    await agent.close().catch(() => {});
  }
}

/** RFC 9116 fields (name lowercased), ignoring comments and the OpenPGP cleartext framing. */
export function parseSecurityTxt(text: string): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith("-----BEGIN PGP SIGNATURE-----")) break;
    const m = /^([A-Za-z][A-Za-z0-9-]*):\s*(.+?)\s*$/.exec(line);
    if (m && m[1]!.toLowerCase() !== "hash") out.push({ name: m[1]!.toLowerCase(), value: m[2]! });
  }
  return out;
}

type DnsCheck = Omit<CheckResult, "category" | "expected" | "observed_at">;

async function readDns(net: WitnessNetwork, domain: string, evidence: EvidenceItem[]): Promise<DnsCheck[]> {
  const noSuchDomain = (source: string, check_id: string): DnsCheck => ({
    check_id,
    source,
    outcome: "not_read",
    observed: `${domain} does not exist (NXDOMAIN)`,
    reason: "unreachable",
    sha256: null,
  });
  let domainMissing = false;
  const ask = async <T>(
    check_id: string,
    source: string,
    query: () => Promise<T[]>,
    judge: (answer: T[]) => { ok: boolean; observed: string },
    { absentIsEmpty = false } = {},
  ): Promise<DnsCheck> => {
    let answer: T[];
    try {
      answer = await query();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Under an existing domain, a missing name (_dmarc.<domain>) is simply no record.
      if (code === NO_SUCH_NAME && absentIsEmpty) answer = [];
      else if (code === NO_SUCH_NAME) {
        domainMissing = true;
        return noSuchDomain(source, check_id);
      } else
        return {
          check_id,
          source,
          outcome: "not_read",
          observed: `DNS query failed (${code ?? "error"})`,
          reason: code === "ETIMEOUT" ? "timeout" : "unreachable",
          sha256: null,
        };
    }
    const bytes = canonicalJson(answer);
    const digest = sha256(bytes);
    evidence.push({
      source,
      kind: "dns",
      status: null,
      headers: null,
      sha256: digest,
      bytes: Buffer.byteLength(bytes),
      observed_at: clock().now().toISOString(),
    });
    const r = judge(answer);
    return { check_id, source, outcome: r.ok ? "passed" : "failed", observed: r.observed, reason: null, sha256: digest };
  };
  const txt = (prefix: string) => (answer: string[][]) => {
    const records = answer.map((parts) => parts.join(""));
    const hit = records.filter((r) => r.toLowerCase().startsWith(prefix.toLowerCase()));
    return {
      ok: hit.length === 1,
      observed: hit.length
        ? hit.join(" | ")
        : records.length
          ? `no ${prefix} record among ${records.length} TXT records`
          : "no TXT records",
    };
  };
  // The domain's own TXT question first: if the domain does not exist, no DNS check was read (a missing
  // SPF, DMARC or CAA record of a domain that is not there would be a finding about nothing).
  const spf = await ask("dns.spf", `dns:TXT ${domain}`, () => net.resolveTxt(domain), txt("v=spf1"));
  const dmarcSource = `dns:TXT _dmarc.${domain}`;
  const caaSource = `dns:CAA ${domain}`;
  if (domainMissing) return [spf, noSuchDomain(dmarcSource, "dns.dmarc"), noSuchDomain(caaSource, "dns.caa")];
  const [dmarc, caa] = await Promise.all([
    ask("dns.dmarc", dmarcSource, () => net.resolveTxt(`_dmarc.${domain}`), txt("v=DMARC1"), { absentIsEmpty: true }),
    ask(
      "dns.caa",
      caaSource,
      () => net.resolveCaa(domain),
      (answer) => {
        const issuers = answer
          .filter((r) => r.issue !== undefined || r.issuewild !== undefined)
          .map((r) => r.issue ?? `wild:${r.issuewild}`);
        return { ok: issuers.length > 0, observed: issuers.length ? `issuers: ${issuers.join(", ")}` : "no CAA issue records" };
      },
    ),
  ]);
  return [spf, dmarc, caa];
}
