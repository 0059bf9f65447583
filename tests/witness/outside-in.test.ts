// The outside-in reader against a local HTTPS world (test CA, one virtual host per domain, its own DNS
// answers): every check of a well-configured site passes; each misconfiguration fails exactly the check
// concerned with the observed value kept; hostile names, redirects, slow and huge answers give a failed
// reachability check with its reason, and the guard's refusal means no request reaches anything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECK_MAPPING, MAPPED_CHECKS } from "@/lib/witness-record/check-mapping";
import type { CheckResult } from "@/lib/witness-record/check-result";
import { worldNetwork, type WitnessNetwork } from "@/lib/platform/outbound/witness-network";
import { InvalidDomainError, readOutsideIn } from "@/lib/witness/readers/outside-in";
import { GOOD_HEADERS, securityTxtFor, startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { CHECK_OUTCOMES, NOT_READ_REASONS } from "@/lib/vocabulary/check-outcomes";
import { resetEnvCache } from "@/lib/platform/env";
import { testEnv } from "@/tests/setup/test-env";

let world: LocalWorld;
let net: WitnessNetwork;
const DAY = 86_400_000;

beforeAll(async () => {
  Object.assign(process.env, testEnv());
  resetEnvCache();
  world = await startLocalWorld([
    { domain: "good.example" },
    { domain: "no-hsts.example", headers: { ...GOOD_HEADERS, "strict-transport-security": undefined } },
    { domain: "expired-cert.example", cert: "expired" },
    { domain: "expired-sectxt.example", securityTxt: securityTxtFor("expired-sectxt.example", new Date(Date.now() - 3 * DAY)) },
    { domain: "no-dmarc.example", dmarc: null },
    { domain: "wrong-name.example", cert: "wrong_name" },
    { domain: "to-loopback.example", status: 302, location: "https://127.0.0.1/admin" },
    { domain: "www-redirect.example", status: 301, location: "https://www.www-redirect.example/" },
    { domain: "private.example", resolvesTo: ["10.0.0.1"] },
    { domain: "metadata.example", resolvesTo: ["169.254.169.254"] },
    { domain: "slow.example", delayMs: 4_000 },
    { domain: "huge.example", bodyBytes: 10 * 1024 * 1024 },
  ]);
  net = worldNetwork(world.description);
});
afterAll(async () => {
  await world?.close();
});

const read = (domain: string) => readOutsideIn(domain, { network: net, deadlineMs: 1_500 });
const byId = (checks: CheckResult[]) => new Map(checks.map((c) => [c.check_id, c]));
const notPassed = (checks: CheckResult[]) => checks.filter((c) => c.outcome !== "passed").map((c) => c.check_id);

describe("a well-configured site", () => {
  it("passes every check in the mapping, each with its evidence digest, expectation and time", async () => {
    const r = await read("good.example");
    expect(r.checks.map((c) => c.check_id).sort()).toEqual(
      MAPPED_CHECKS.filter((m) => m.reader === "outside-in")
        .map((m) => m.check_id)
        .sort(),
    );
    expect(notPassed(r.checks)).toEqual([]);
    for (const c of r.checks) {
      expect(c.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(c.expected).toBe(MAPPED_CHECKS.find((m) => m.check_id === c.check_id)!.expected);
      expect(CHECK_OUTCOMES).toContain(c.outcome);
      expect(Date.parse(c.observed_at)).not.toBeNaN();
    }
    // Every digest a check names is an item of the evidence manifest.
    const digests = new Set(r.evidence.map((e) => e.sha256));
    for (const c of r.checks) expect(digests.has(c.sha256!)).toBe(true);
    expect(r.evidence.filter((e) => e.kind === "https").map((e) => e.source)).toEqual([
      "https://good.example/",
      "https://good.example/.well-known/security.txt",
    ]);
    expect(byId(r.checks).get("headers.strict_transport_security")!.observed).toBe(GOOD_HEADERS["strict-transport-security"]);
    expect(byId(r.checks).get("dns.dmarc")!.observed).toMatch(/^v=DMARC1/);
  });

  it("sends one request per URL per reading", async () => {
    const before = world.requests.get("good.example") ?? 0;
    await read("good.example");
    expect((world.requests.get("good.example") ?? 0) - before).toBe(2);
  });

  it("follows a redirect that stays on the company's domain", async () => {
    const r = await read("www-redirect.example");
    expect(byId(r.checks).get("transport.https")).toMatchObject({ outcome: "passed", source: "https://www.www-redirect.example/" });
  });
});

describe("each misconfiguration fails exactly the check concerned, with what was observed", () => {
  it("a missing Strict-Transport-Security header", async () => {
    const r = await read("no-hsts.example");
    expect(notPassed(r.checks)).toEqual(["headers.strict_transport_security"]);
    expect(byId(r.checks).get("headers.strict_transport_security")).toMatchObject({ outcome: "failed", observed: "absent", reason: null });
  });

  it("an expired certificate", async () => {
    const r = await read("expired-cert.example");
    expect(notPassed(r.checks)).toEqual(["transport.certificate"]);
    expect(byId(r.checks).get("transport.certificate")!.observed).toMatch(/CERT_HAS_EXPIRED.*expires \S+ \(-\d+ days\)/);
  });

  it("a certificate issued for another name", async () => {
    const r = await read("wrong-name.example");
    expect(notPassed(r.checks)).toEqual(["transport.certificate"]);
    expect(byId(r.checks).get("transport.certificate")!.observed).toMatch(/name mismatch/);
  });

  it("an expired security.txt", async () => {
    const r = await read("expired-sectxt.example");
    expect(notPassed(r.checks)).toEqual(["disclosure.security_txt_expires"]);
    expect(byId(r.checks).get("disclosure.security_txt_expires")!.observed).toMatch(/^Expires: \d{4}-/);
  });

  it("a domain without DMARC", async () => {
    const r = await read("no-dmarc.example");
    expect(notPassed(r.checks)).toEqual(["dns.dmarc"]);
    expect(byId(r.checks).get("dns.dmarc")).toMatchObject({ outcome: "failed", observed: "no TXT records" });
  });
});

describe("what the reader refuses or gives up on", () => {
  it("a redirect to 127.0.0.1 is not followed: one request only, failed with the reason", async () => {
    const r = await read("to-loopback.example");
    const https = byId(r.checks).get("transport.https")!;
    expect(https).toMatchObject({ outcome: "failed", reason: "refused_by_guard" });
    expect(https.observed).toContain("https://127.0.0.1/admin");
    expect(world.requests.get("127.0.0.1") ?? 0).toBe(0);
    expect(byId(r.checks).get("headers.content_security_policy")).toMatchObject({ outcome: "not_read", reason: "refused_by_guard" });
  });

  it.each([
    ["private.example", "10.0.0.1"],
    ["metadata.example", "169.254.169.254"],
  ])("%s resolving to %s is refused by the guard before any connection", async (domain, address) => {
    const r = await read(domain);
    expect(byId(r.checks).get("transport.https")).toMatchObject({ outcome: "failed", reason: "refused_by_guard" });
    expect(byId(r.checks).get("transport.https")!.observed).toContain(address);
    for (const c of r.checks.filter((c) => c.category !== "dns")) expect(c.outcome).not.toBe("passed");
    expect(r.evidence.filter((e) => e.kind !== "dns")).toEqual([]);
    expect(world.requests.get(domain) ?? 0).toBe(0);
  });

  it("a site slower than the deadline times out", async () => {
    const r = await read("slow.example");
    expect(byId(r.checks).get("transport.https")).toMatchObject({ outcome: "failed", reason: "timeout" });
    expect(byId(r.checks).get("headers.referrer_policy")).toMatchObject({ outcome: "not_read", reason: "timeout" });
  });

  it("a 10 MiB body stops at the cap", async () => {
    const r = await readOutsideIn("huge.example", { network: net, deadlineMs: 5_000, maxBodyBytes: 256 * 1024 });
    expect(byId(r.checks).get("transport.https")).toMatchObject({ outcome: "failed", reason: "body_too_large" });
    const item = r.evidence.find((e) => e.source === "https://huge.example/")!;
    expect(item.bytes).toBe(256 * 1024);
  });

  it("a domain that does not exist is not read at all: no DNS finding about a name that is not there", async () => {
    const r = await read("nowhere.example");
    expect(r.checks.map((c) => c.outcome).filter((o) => o === "passed")).toEqual([]);
    for (const id of ["dns.spf", "dns.dmarc", "dns.caa"]) {
      expect(byId(r.checks).get(id)).toMatchObject({
        outcome: "not_read",
        reason: "unreachable",
        observed: "nowhere.example does not exist (NXDOMAIN)",
      });
    }
    // Nothing came back from the company: every check is unread or failed only for want of a reply.
    expect(r.checks.filter((c) => c.reason === null)).toEqual([]);
    expect(r.evidence).toEqual([]);
  });

  it("refuses what is not a domain name", async () => {
    await expect(read("http://good.example/")).rejects.toBeInstanceOf(InvalidDomainError);
    await expect(read("10.0.0.1")).rejects.toBeInstanceOf(InvalidDomainError);
  });
});

describe("the vocabulary", () => {
  it("every reason a reader gives is in the closed list, and the mapping names the outcomes", async () => {
    const all = await Promise.all(["private.example", "slow.example", "huge.example"].map(read));
    for (const c of all.flatMap((r) => r.checks)) if (c.reason) expect(NOT_READ_REASONS).toContain(c.reason);
    expect(CHECK_MAPPING.outcomes).toEqual([...CHECK_OUTCOMES]);
  });
});
