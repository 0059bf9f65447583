// GET /public/trust/{slug} in every publication state, the chain re-check, and a real store failure.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTableOffline } from "@/tests/helpers/store-failure";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

describe("published worker profile", () => {
  it("answers the same 200 profile for the company id, the workspace slug and the domain", async () => {
    const byId = await app.api.get("/public/trust/kestrel-security");
    const byWorkspace = await app.api.get("/public/trust/kestrel");
    const byDomain = await app.api.get("/public/trust/kestrel-security.example");
    for (const res of [byId, byWorkspace, byDomain]) expect(res.status).toBe(200);
    expect(byWorkspace.body).toEqual(byId.body);
    expect(byDomain.body).toEqual(byId.body);
  });

  it("carries the fields of spec 2.1, computed from the database", async () => {
    const { body, headers } = await app.api.get("/public/trust/kestrel-security");
    expect(body.profile).toEqual({ displayName: "Kestrel Security", domain: "kestrel-security.example", jurisdiction: expect.any(String) });
    const latest = await app.db.reading.findFirst({ where: { companyId: "kestrel-security" }, orderBy: { takenAt: "desc" } });
    expect(body.trustScore).toEqual({ computedAt: latest!.takenAt.getTime() });
    const pillars = await app.db.pillar.findMany({ where: { companyId: "kestrel-security" } });
    const count = (s: string) => pillars.filter((p) => p.status === s).length;
    expect(body.pillarSummary).toEqual({ total: 25, green: count("green"), amber: count("amber"), red: count("red") });
    expect(body.pillarSummary.green + body.pillarSummary.amber + body.pillarSummary.red).toBe(25);
    const blocks = await app.db.auditBlock.count({ where: { workspaceId: "ws_kestrel-security" } });
    expect(body.chainEvidence).toEqual({ auditBlockCount: blocks, chainIntegrity: "intact", integrityCheck: "sha256-hash-linkage" });
    expect(blocks).toBeGreaterThan(0);
    expect(typeof body.poweredBy).toBe("string");
    expect(body.disclaimer).toMatch(/not a grade/);
    expect(body.disclaimer_url).toBe(`${app.baseUrl}/api/legal/disclaimer`);
    expect(headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
  });

  it("summarises the declared AI systems (spec 2.2)", async () => {
    const { body } = await app.api.get("/public/trust/kestrel-security");
    const lastScreening = await app.db.guardScreening.findFirst({
      where: { aiSystem: { companyId: "kestrel-security" } },
      orderBy: { screenedAt: "desc" },
    });
    expect(body.aiProfile).toEqual({
      systemsTotal: 3,
      byRiskTier: { unacceptable: 0, high: 0, limited: 2, minimal: 1, unclassified: 0 },
      byKind: { model: 1, agent: 1, application: 1, dataset: 0 },
      agents: 1,
      guard: { active: true, lastScreenedAt: lastScreening!.screenedAt.getTime(), lastRisk: lastScreening!.risk },
      governance: {
        frameworks: [
          { name: "EU AI Act", satisfied: 9, total: 12 },
          { name: "ISO/IEC 42001", satisfied: 20, total: 38 },
        ],
        assessments: 2,
      },
      highlights: ["Detection models are trained on synthetic and licensed data only"],
      hasAi: true,
    });
  });

  it("is marked deprecated and links the canonical read", async () => {
    for (const slug of ["kestrel", "harbor-labs", "lumen-analytics"]) {
      const res = await app.api.get(`/public/trust/${slug}`);
      expect(res.headers.get("deprecation"), slug).toMatch(/^@\d+$/);
      expect(res.headers.get("link"), slug).toContain('rel="successor-version"');
    }
    const res = await app.api.get("/public/trust/kestrel");
    expect(res.headers.get("link")).toContain(`<${app.baseUrl}/api/network/profile?q=kestrel-security>; rel="successor-version"`);
    expect(res.headers.get("sunset")).toBeNull();
  });

  it("sends the same poweredBy constant on every profile", async () => {
    const a = await app.api.get("/public/trust/kestrel");
    const b = await app.api.get("/public/trust/ledgerline");
    expect(a.body.poweredBy).toBe(b.body.poweredBy);
  });

  it("reads ledgerline's tampered chain as broken", async () => {
    const res = await app.api.get("/public/trust/ledgerline");
    expect(res.status).toBe(200);
    expect(res.body.chainEvidence.chainIntegrity).toBe("broken");
    expect(res.body.chainEvidence.auditBlockCount).toBe(8);
  });

  it("reads blankslate-dev as empty with no trust score and no AI", async () => {
    const res = await app.api.get("/public/trust/blankslate-dev");
    expect(res.status).toBe(200);
    expect(res.body.trustScore).toBeNull();
    expect(res.body.chainEvidence).toEqual({ auditBlockCount: 0, chainIntegrity: "empty", integrityCheck: "sha256-hash-linkage" });
    expect(res.body.pillarSummary).toEqual({ total: 25, green: 0, amber: 0, red: 0 });
    expect(res.body.aiProfile).toMatchObject({
      systemsTotal: 0,
      agents: 0,
      hasAi: false,
      guard: { active: false, lastScreenedAt: null, lastRisk: null },
    });
  });
});

describe("chain re-check", () => {
  it("flips to broken when one stored block is altered, and back when it is restored", async () => {
    const block = await app.db.auditBlock.findFirstOrThrow({ where: { workspaceId: "ws_kestrel-security", seq: 5 } });
    await app.db.auditBlock.update({ where: { id: block.id }, data: { payload: block.payload.replace("witnessed", "failing") } });
    try {
      const tampered = await app.api.get("/public/trust/kestrel");
      expect(tampered.body.chainEvidence.chainIntegrity).toBe("broken");
    } finally {
      await app.db.auditBlock.update({ where: { id: block.id }, data: { payload: block.payload } });
    }
    expect((await app.api.get("/public/trust/kestrel")).body.chainEvidence.chainIntegrity).toBe("intact");
  });

  it("reads a chain with a removed block as broken", async () => {
    const block = await app.db.auditBlock.findFirstOrThrow({ where: { workspaceId: "ws_kestrel-security", seq: 2 } });
    await app.db.auditBlock.delete({ where: { id: block.id } });
    try {
      const res = await app.api.get("/public/trust/kestrel");
      expect(res.body.chainEvidence.chainIntegrity).toBe("broken");
    } finally {
      await app.db.auditBlock.create({ data: block });
    }
  });
});

describe("unpublished and moved", () => {
  it("answers harbor-labs 404 unclaimed with an outside-in read", async () => {
    const res = await app.api.get("/public/trust/harbor-labs");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ slug: "harbor-labs", status: "unclaimed", measured: false, provenance: "honest_absence" });
    // The claim page exists (issue 29), and the outside-in read names the MCP tool that answers today.
    expect(Object.keys(res.body.claim).sort()).toEqual(["action", "claim_url", "what_changes", "who_can_claim"]);
    expect(res.body.claim.claim_url).toBe(`${app.baseUrl}/claim/harbor-labs`);
    expect((await app.web.get(new URL(res.body.claim.claim_url).pathname)).status).toBe(200);
    expect(res.body.also_available.outside_in).toContain("https://harbor-labs.example/.well-known/security.txt");
    expect(res.body.also_available.outside_in).toContain("svc_outside_in_read");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers quietline 404 private, without an outside-in read", async () => {
    const res = await app.api.get("/public/trust/quietline");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ slug: "quietline", status: "private", measured: true, provenance: "withheld_by_owner" });
    expect(res.body.message).toMatch(/valid choice/);
    expect(res.body.claim.claim_url).toBe(`${app.baseUrl}/claim/quietline`);
    expect(res.body.also_available).toBeUndefined();
  });

  it("answers a withdrawn Network company as private: its owner took it down", async () => {
    const withdrawn = await app.db.company.findFirstOrThrow({ where: { withdrawnAt: { not: null } } });
    const res = await app.api.get(`/public/trust/${withdrawn.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: "private", measured: true });
  });

  it("answers an unknown name as unclaimed, honestly absent", async () => {
    const res = await app.api.get("/public/trust/no-such-company.example");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ slug: "no-such-company.example", status: "unclaimed", measured: false });
    expect(res.body.also_available.outside_in).toContain("no-such-company.example");
  });

  it("answers lumen-analytics 404 moved, naming the canonical Network read", async () => {
    for (const slug of ["lumen-analytics", "lumen-analytics.example"]) {
      const res = await app.api.get(`/public/trust/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: "moved", canonicalUrl: `${app.baseUrl}/api/network/profile?q=lumen-analytics` });
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe("bad input and failures", () => {
  it("refuses a slug outside the pattern with 400 bad_request naming it", async () => {
    for (const slug of ["Bad_Slug", "-leading", "trailing-", "a".repeat(101)]) {
      const res = await app.api.get(`/public/trust/${slug}`);
      expect(res.status, slug).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(res.body.message).toContain("slug");
    }
    expect((await app.api.get(`/public/trust/${"a".repeat(100)}`)).status).toBe(404);
  });

  it("answers 500 internal_error when its store fails, and recovers", async () => {
    const res = await withTableOffline(app.db, "AuditBlock", () => app.api.get("/public/trust/kestrel"));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: "internal_error", message: expect.stringContaining(res.headers.get("x-request-id")!) });
    expect(res.text).not.toContain("AuditBlock");
    expect((await app.api.get("/public/trust/kestrel")).status).toBe(200);
  });
});
