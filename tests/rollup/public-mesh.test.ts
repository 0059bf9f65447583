// GET /api/public-mesh/{handle}: the public evidence rollup, over HTTP on the web host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/public-mesh/{handle}", () => {
  it("serves the rollup of a published Network company with every field of 2.8, cached 300 s", async () => {
    const res = await app.web.get("/api/public-mesh/lumen-analytics");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=300");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const b = res.body;
    expect(b.sample).toBe(false);
    expect(b.company).toMatchObject({ name: "Lumen Analytics", handle: "lumen-analytics" });
    const company = await app.db.company.findUniqueOrThrow({ where: { id: "lumen-analytics" } });
    expect(b.company.updatedAt).toBe(company.profileUpdatedAt.toISOString());
    expect(b.frameworks).toEqual([]);
    expect(b.controls).toEqual([]);
    expect(b.retired.frameworks.retiredOn).toBe("2026-09-26");
    expect(b.disclaimer).toMatch(/never grades/);
    const pillars = await app.db.pillar.findMany({ where: { companyId: "lumen-analytics" } });
    expect(b.pillars).toHaveLength(pillars.length);
    expect(b.rollup).toHaveLength(pillars.length);
    const providers = await app.db.provider.findMany({ where: { companyId: "lumen-analytics" } });
    expect(b.providers.map((p: any) => p.id).sort()).toEqual(providers.map((p) => p.key).sort());
    for (const p of b.providers) expect(Object.keys(p).sort()).toEqual(["id", "label", "status"]);
  });

  it("nulls observedAt and sourceRef of a restricted source and never borrows them from another area", async () => {
    const stored = await app.db.pillar.findUniqueOrThrow({
      where: { companyId_pillarId: { companyId: "lumen-analytics", pillarId: "endpoint-security" } },
    });
    expect(stored.restricted).toBe(true);
    // The store has both values: the route must be what hides them.
    expect(stored.observedAt).not.toBeNull();
    expect(stored.sourceRef).not.toBeNull();
    const { body } = await app.web.get("/api/public-mesh/lumen-analytics");
    const pillar = body.pillars.find((p: any) => p.id === "endpoint-security");
    expect(pillar).toMatchObject({ observedAt: null, sourceRef: null, status: stored.status });
    const row = body.rollup.find((r: any) => r.pillarId === "endpoint-security");
    expect(row).toMatchObject({ observedAt: null, sourceRef: null, freshness: "restricted", counted: false });
    expect(row.validity.validUntil).toBeNull();
    expect(row.unknown).toEqual(expect.arrayContaining(["observedAt", "sourceRef"]));
    expect(body.badge.restrictedAreas).toEqual(["endpoint-security"]);

    // Every other row shows exactly its own area's date and reference.
    const rows = await app.db.pillar.findMany({ where: { companyId: "lumen-analytics" } });
    for (const r of rows.filter((x) => !x.restricted)) {
      const out = body.rollup.find((x: any) => x.pillarId === r.pillarId);
      expect(out.observedAt, r.pillarId).toBe(r.observedAt?.toISOString() ?? null);
      expect(out.sourceRef, r.pillarId).toBe(r.sourceRef);
      expect(out.validity).toEqual({
        category: r.freshnessCategory,
        windowDays: r.windowDays,
        validUntil: r.observedAt ? new Date(r.observedAt.getTime() + r.windowDays * DAY).toISOString() : null,
      });
    }
  });

  it("keeps an undated area undated, lists it, and does not count it", async () => {
    const { body } = await app.web.get("/api/public-mesh/lumen-analytics");
    const row = body.rollup.find((r: any) => r.pillarId === "business-continuity");
    expect(row).toMatchObject({
      observedAt: null,
      sourceRef: null,
      freshness: "undated",
      counted: false,
      evidenceClass: "company-declared",
    });
    expect(body.badge.undatedAreas).toEqual(["business-continuity"]);
    expect(row.scope).toEqual({ subject: "lumen-analytics.example", scope: "company-statement", area: "operations" });
  });

  it("counts the badge and freshness30d from the rows", async () => {
    const { body } = await app.web.get("/api/public-mesh/lumen-analytics");
    const counted = body.rollup.filter((r: any) => r.counted);
    expect(body.badge.counted).toBe(counted.length);
    expect(body.badge.witnessed).toBe(counted.filter((r: any) => r.evidenceClass === "witnessed" && r.freshness === "current").length);
    expect(body.badge.kind).toBe("witnessed");
    expect(body.badge.asOf).toBe(
      counted
        .map((r: any) => r.observedAt)
        .sort()
        .at(-1),
    );
    const rows = await app.db.pillar.findMany({ where: { companyId: "lumen-analytics", restricted: false } });
    const since = Date.now() - 30 * DAY;
    expect(body.freshness30d).toBe(rows.filter((r) => r.observedAt && r.observedAt.getTime() >= since).length);
    expect(body.badge.line).not.toMatch(/score|grade|rating|rank/i);
  });

  it("marks an area whose validity window has passed as stale, still counted but not witnessed", async () => {
    const where = { companyId_pillarId: { companyId: "corvid-observability", pillarId: "backups" } };
    const row = await app.db.pillar.findUniqueOrThrow({ where });
    await app.db.pillar.update({
      where,
      data: { observedAt: new Date(Date.now() - (row.windowDays + 2) * DAY), restricted: false, evidenceClass: "witnessed" },
    });
    const { status, body } = await app.web.get("/api/public-mesh/corvid-observability");
    expect(status).toBe(200);
    const out = body.rollup.find((r: any) => r.pillarId === "backups");
    expect(out).toMatchObject({ freshness: "stale", counted: true });
    expect(body.badge.staleAreas).toContain("backups");
    const current = body.rollup.filter((r: any) => r.counted && r.freshness === "current" && r.evidenceClass === "witnessed").length;
    expect(body.badge.witnessed).toBe(current);
  });

  it("finds a worker-route company by slug, domain or workspace slug, case-insensitively", async () => {
    for (const handle of ["kestrel-security", "kestrel-security.example", "kestrel", "Kestrel-Security"]) {
      const res = await app.web.get(`/api/public-mesh/${handle}`);
      expect(res.status, handle).toBe(200);
      expect(res.body.company.handle).toBe("kestrel-security");
    }
  });

  it("serves a published company with no evidence as an empty rollup, not a 404", async () => {
    const res = await app.web.get("/api/public-mesh/blankslate-dev");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pillars: [], providers: [], rollup: [], freshness30d: 0 });
    expect(res.body.badge).toMatchObject({ kind: "no-evidence", counted: 0, witnessed: 0, asOf: null });
  });

  it("answers 404 alike for private, unclaimed, withdrawn and unknown companies", async () => {
    const bodies: Record<string, unknown>[] = [];
    for (const handle of ["quietline", "harbor-labs", "driftwood-ai", "no-such-company"]) {
      const res = await app.web.get(`/api/public-mesh/${handle}`);
      expect(res.status, handle).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      bodies.push({ ...res.body, message: res.body.message.replace(handle, "X") });
    }
    expect(bodies.every((b) => JSON.stringify(b) === JSON.stringify(bodies[0]))).toBe(true);
    expect(bodies[0].error).toBe("not_found");
  });

  it("answers a malformed handle with 400 naming the parameter, as a problem document when asked", async () => {
    const res = await app.web.get("/api/public-mesh/bad%20handle!", { accept: "application/problem+json" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({ code: "invalid_request", next_action: "fix_request" });
    expect(res.body.errors[0]).toMatchObject({ in: "path", name: "handle" });
  });
});
