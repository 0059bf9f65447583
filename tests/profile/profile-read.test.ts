// GET /api/network/profile over real HTTP: the record of spec 2.7, contracts 1 and 2, the three kinds
// of nothing (the 503 kind lives in database-down.test.ts), caching, ETags and the error documents.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { rebuildContinuity } from "@/lib/witness/engine/rebuild-continuity";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const profile = (q: string, headers?: Record<string, string>) => app.web.get(`/api/network/profile?q=${encodeURIComponent(q)}`, headers);

describe("lumen-analytics on contract 2", () => {
  it("returns the record field for field, with the contested fact in conflicts and no winner", async () => {
    const res = await profile("lumen-analytics");
    expect(res.status).toBe(200);
    expect(res.headers.get("svc-contract")).toBe("2");
    expect(res.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("deprecation")).toBeNull();
    const b = res.body;
    expect(b).toMatchObject({
      found: true,
      contractVersion: 2,
      requestedContract: 2,
      contractSchema: `${app.baseUrl}/schemas/network-profile.v2.schema.json`,
      slug: "lumen-analytics",
      name: "Lumen Analytics",
      domain: "lumen-analytics.example",
      canonicalUrl: `${app.baseUrl}/network/company/lumen-analytics`,
      sectionCapabilities: `${app.baseUrl}/section-capabilities.json`,
      signing: { profileSigned: false, signedArtifact: "witnessStatement", subject: "lumen-analytics.example" },
    });
    expect(b.deprecation).toBeUndefined();
    expect(b.withheldContested).toBeUndefined();
    expect(b.contractOmissions.join(" ")).toMatch(/confidence/);
    expect(b.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(b.methodology).toMatchObject({ cadence: "PT1H", gapTolerance: "PT2H" });
    expect(b.methodology.freshness[0]).toEqual({ category: "reading", label: "Hourly reading", window: "PT2H" });
    expect(b.assuranceBoundary.doesNotEstablish.length).toBeGreaterThan(0);

    const retention = b.facts.find((f: any) => f.category === "security" && f.key === "data-retention");
    expect(retention).toEqual({
      key: "data-retention",
      category: "security",
      label: "Customer data retention",
      value: "30 days",
      origin: "company-declared",
      origins: ["company-declared", "public-source"],
      contested: true,
    });
    expect(b.conflicts).toEqual([
      {
        key: "data-retention",
        category: "security",
        label: "Customer data retention",
        accounts: [
          { origin: "company-declared", value: "30 days" },
          { origin: "public-source", value: "90 days" },
        ],
      },
    ]);
    // Agreement of two origins is not a conflict.
    const hosting = b.facts.find((f: any) => f.key === "hosting");
    expect(hosting).toMatchObject({ contested: false, origins: ["company-declared", "witnessed"] });
    // The blank fact is stored but never published.
    expect(await app.db.fact.count({ where: { companyId: "lumen-analytics", key: "dpo-contact" } })).toBe(1);
    expect(b.facts.some((f: any) => f.key === "dpo-contact")).toBe(false);
    expect(b.facts.every((f: any) => f.value.trim() !== "")).toBe(true);
    expect(JSON.stringify(b)).not.toMatch(/"(score|rating|rank|grade|confidence|winner|preferred)"\s*:/);
  });

  it("summarises the 72 agreeing readings with the shared continuity rule, never older than the first reading", async () => {
    const { body } = await profile("lumen-analytics");
    const readings = await app.db.reading.findMany({ where: { companyId: "lumen-analytics" }, orderBy: { takenAt: "asc" } });
    const last = readings.at(-1)!;
    expect(body.witnessed).toEqual({
      standing: "witnessed",
      lastWitnessed: last.takenAt.toISOString(),
      firstWitnessedAt: readings[0].takenAt.toISOString(),
      coverage: { checksPassed: last.checksPassed, checksRun: last.checksRun },
      continuity: {
        recordBegan: readings[0].takenAt.toISOString(),
        unbrokenSince: readings[0].takenAt.toISOString(),
        unbrokenReadings: 72,
        totalReadings: 72,
      },
    });
    expect(body.witnessEvidenceManifest).toEqual((last.checks as any[]).map((c) => ({ check_id: c.check_id, source: c.source })));
    expect(body.witnessStatement).toMatchObject({ alg: "Ed25519", canonicalization: "RFC8785", key_id: "test-witness-1" });
    expect(body.witnessStatement.signature).toMatch(/^ed25519:[A-Za-z0-9+/]+={0,2}$/);
    expect(JSON.parse(body.witnessStatement.payload)).not.toHaveProperty("verdict");
    expect(body.witnessReceipt).toMatchObject({
      subject: "lumen-analytics.example",
      observed_at: last.takenAt.toISOString(),
      freshness: { category: "reading", stale_at: new Date(last.takenAt.getTime() + 2 * 3600_000).toISOString() },
      signature: { alg: "Ed25519", key_id: "test-witness-1" },
    });
  });

  it("reports the latest record version's digest, the same one history lists, and sends it in a strong ETag", async () => {
    const res = await profile("lumen-analytics");
    const latest = await app.db.recordVersion.findFirst({ where: { companyId: "lumen-analytics" }, orderBy: { version: "desc" } });
    expect(res.body.record).toEqual({ version: 3, digest: latest!.digest, recordedAt: latest!.recordedAt.toISOString() });
    const history = await app.web.get("/api/network/profile/history?q=lumen-analytics");
    expect(history.body.versions[0]).toMatchObject({ version: 3, digest: latest!.digest });
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(new RegExp(`^"${latest!.digest}\\.c2\\.[0-9a-f]{16}"$`));
    const again = await profile("lumen-analytics", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const v1 = await profile("lumen-analytics", { "svc-contract": "1", "if-none-match": etag });
    expect(v1.status).toBe(200);
    expect(v1.headers.get("etag")).not.toBe(etag);
  });

  it("finds the record by domain, also when pasted as a URL", async () => {
    for (const q of [
      "lumen-analytics.example",
      "LUMEN-ANALYTICS.EXAMPLE",
      "https://www.lumen-analytics.example/security?x=1",
      "lumen-analytics.example.",
    ]) {
      const res = await profile(q);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toMatchObject({ found: true, slug: "lumen-analytics" });
    }
  });
});

describe("contracts", () => {
  it("contract 1 leaves out the contested fact, names it in withheldContested, and is deprecated", async () => {
    for (const res of [
      await app.web.get("/api/network/profile?q=lumen-analytics&contract=1"),
      await profile("lumen-analytics", { "Svc-Contract": "1" }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("svc-contract")).toBe("1");
      expect(res.headers.get("sunset")).toBe("Mon, 01 Mar 2027 00:00:00 GMT");
      expect(res.headers.get("deprecation")).toMatch(/^@\d+$/);
      expect(res.body).toMatchObject({
        found: true,
        contractVersion: 1,
        requestedContract: 1,
        withheldContested: ["security/data-retention"],
        conflicts: [],
      });
      expect(res.body.deprecation).toMatch(/2027-03-01/);
      expect(res.body.facts.some((f: any) => f.key === "data-retention")).toBe(false);
      expect(res.body.facts.some((f: any) => f.contested)).toBe(false);
      expect(res.body.facts.some((f: any) => f.key === "hosting")).toBe(true);
    }
  });

  it("the query wins over the header, and an explicit 2 is served as 2", async () => {
    const res = await app.web.get("/api/network/profile?q=lumen-analytics&contract=2", { "svc-contract": "1" });
    expect(res.headers.get("svc-contract")).toBe("2");
    expect(res.body).toMatchObject({ contractVersion: 2, requestedContract: 2 });
    expect(res.headers.get("vary")).toMatch(/Svc-Contract/i);
  });

  it("an unsupported contract is 400 unsupported_contract_version with found: false and the version spoken", async () => {
    for (const res of [
      await app.web.get("/api/network/profile?q=lumen-analytics&contract=3"),
      await app.web.get("/api/network/profile?q=lumen-analytics&contract=abc"),
      await profile("lumen-analytics", { "svc-contract": "3" }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.body).toMatchObject({ error: "unsupported_contract_version", found: false, contractVersion: 2 });
      expect(res.body.message).toMatch(/contract 2/);
    }
    const problem = await app.web.get("/api/network/profile?q=lumen-analytics&contract=3", { accept: "application/problem+json" });
    expect(problem.status).toBe(400);
    expect(problem.headers.get("content-type")).toContain("application/problem+json");
    expect(problem.body).toMatchObject({
      code: "unsupported_contract_version",
      next_action: "fix_request",
      found: false,
      contractVersion: 2,
      request_id: problem.headers.get("x-request-id"),
      errors: [{ in: "query", name: "contract" }],
    });
  });
});

describe("the kinds of nothing", () => {
  it("brightpath-hr: the last reading brought no observation, so standing is null (and it is still found)", async () => {
    const { status, body } = await profile("brightpath-hr");
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.witnessed.standing).toBeNull();
    expect(body.witnessed.lastWitnessed).not.toBeNull();
    expect(body.witnessed.firstWitnessedAt).not.toBeNull();
    // No observation came back: no coverage either ("0 of n" would read as a finding).
    expect(body.witnessed.coverage).toBeNull();
    // The engine signs every reading, the one that observed nothing too: its statement says standing null.
    expect(JSON.parse(body.witnessStatement.payload)).toMatchObject({
      standing: null,
      subject: { slug: "brightpath-hr" },
      counts: { passed: 0 },
    });
    expect(body.signing.signedArtifact).toBe("witnessStatement");
  });

  it("freshstart-io: one reading, so continuity is null", async () => {
    const { body } = await profile("freshstart-io");
    expect(body.found).toBe(true);
    expect(body.witnessed.standing).toBe("witnessed");
    // Always an object; its dates stay null until two consecutive readings agree.
    expect(body.witnessed.continuity).toEqual({ recordBegan: null, unbrokenSince: null, unbrokenReadings: 0, totalReadings: 1 });
    expect(body.witnessStatement).toBeDefined();
  });

  it("private, unclaimed, withdrawn, worker-only, unknown and .invalid are found: false with the contract fields", async () => {
    for (const q of [
      "quietline",
      "harbor-labs",
      "quietline.example",
      "driftwood-ai",
      "kestrel-security",
      "no-such-company",
      "lumen-analytics.invalid",
      "invalid",
    ]) {
      const res = await profile(q);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual({
        found: false,
        contractVersion: 2,
        requestedContract: 2,
        contractNote: expect.any(String),
        contractOmissions: expect.any(Array),
        contractSchema: `${app.baseUrl}/schemas/network-profile.v2.schema.json`,
      });
      expect(res.headers.get("etag"), q).toBeNull();
    }
  });

  it("a domain under .invalid is found: false even when a published company holds it", async () => {
    await app.db.company.update({ where: { id: "orbitdesk" }, data: { domain: "orbitdesk.invalid" } });
    expect((await profile("orbitdesk.invalid")).body.found).toBe(false);
    expect((await profile("orbitdesk")).body).toMatchObject({ found: true, domain: "orbitdesk.invalid" });
  });

  it("continuity appears once two consecutive readings agree", async () => {
    const [only] = await app.db.reading.findMany({ where: { companyId: "freshstart-io" } });
    await app.db.reading.create({
      data: {
        companyId: "freshstart-io",
        takenAt: new Date(only.takenAt.getTime() - 3600_000),
        checksRun: only.checksRun,
        checksPassed: only.checksPassed,
        standing: "witnessed",
        checks: only.checks as object,
      },
    });
    // Written by hand, not by the engine: rebuild the summary reads use.
    await rebuildContinuity(app.db, "freshstart-io");
    const { body } = await profile("freshstart-io");
    expect(body.witnessed.continuity).toEqual({
      recordBegan: new Date(only.takenAt.getTime() - 3600_000).toISOString(),
      unbrokenSince: new Date(only.takenAt.getTime() - 3600_000).toISOString(),
      unbrokenReadings: 2,
      totalReadings: 2,
    });
  });
});

describe("bad input", () => {
  it("a missing or blank q is 400 missing_parameter naming q, plain or as a problem document", async () => {
    for (const path of [
      "/api/network/profile",
      "/api/network/profile?q=",
      "/api/network/profile?q=%20%20",
      "/api/network/profile?contract=2",
    ]) {
      const res = await app.web.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ error: "missing_parameter" });
      expect(res.body.message, path).toMatch(/`q`/);
    }
    const problem = await app.web.get("/api/network/profile", { accept: "application/problem+json" });
    expect(problem.body).toMatchObject({ code: "missing_parameter", status: 400, errors: [{ in: "query", name: "q" }] });
  });

  it("an overlong q is 400 invalid_request naming q, never a 500", async () => {
    const res = await app.web.get(`/api/network/profile?q=${"a".repeat(400)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "invalid_request", errors: [{ in: "query", name: "q" }] });
  });
});
