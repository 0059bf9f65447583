// POST /api/network/batch over real HTTP: statuses of the seeded fixtures, pins, the witnessed
// summary, a fixed number of queries for 25 targets, one unreadable target among readable ones,
// 502 when none can be read, and every malformed request refused with a problem naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "@/lib/platform/canonical-json";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { countQueries, withUnreachableStore } from "@/tests/feed/store";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const batch = (body: unknown, headers?: Record<string, string>) => app.web.post("/api/network/batch", body, headers);
const versionsOf = (companyId: string) => app.db.recordVersion.findMany({ where: { companyId }, orderBy: { version: "asc" } });

describe("POST /api/network/batch", () => {
  it("answers the seeded fixtures: listed, withheld, not_listed, with a summary and how_to_read", async () => {
    const res = await batch({
      targets: [
        "lumen-analytics",
        "quietline",
        "harbor-labs",
        "no-such-company.example",
        "kestrel-security",
        "driftwood-ai.example",
        "HTTPS://www.Lumen-Analytics.example/about",
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.format).toBe("network.batch.v1");
    expect(Math.abs(Date.parse(res.body.checked_at) - Date.now())).toBeLessThan(60_000);
    expect(res.body.results.map((r: any) => [r.target, r.status])).toEqual([
      ["lumen-analytics", "listed"],
      ["quietline", "withheld"],
      ["harbor-labs", "not_listed"],
      ["no-such-company.example", "not_listed"],
      // Published on the worker route only: no Network record.
      ["kestrel-security", "not_listed"],
      // Withdrawn by its owner.
      ["driftwood-ai.example", "withheld"],
      ["HTTPS://www.Lumen-Analytics.example/about", "listed"],
    ]);
    expect(res.body.summary).toEqual({ targets: 7, listed: 2, not_listed: 3, withheld: 2, unavailable: 0, changed_since_pin: 0 });
    for (const key of ["status", "pin", "witnessed", "facts", "boundary"]) expect(typeof res.body.how_to_read[key]).toBe("string");
    // Nothing about a company that did not publish.
    expect(res.body.results[1]).toEqual({
      target: "quietline",
      status: "withheld",
      problem: null,
      slug: null,
      name: null,
      domain: null,
      record_url: null,
      profile_url: null,
      witnessed: null,
      record: null,
      pin: { sent: null, changed: null },
      facts: null,
    });
    expect(res.body.results[6].slug).toBe("lumen-analytics");
  });

  it("reports lumen-analytics's latest digest and its witnessed summary", async () => {
    const res = await batch({ targets: ["lumen-analytics.example"] });
    const [lumen] = res.body.results;
    const latest = (await versionsOf("lumen-analytics")).at(-1)!;
    const readings = await app.db.reading.findMany({ where: { companyId: "lumen-analytics" }, orderBy: { takenAt: "asc" } });
    expect(lumen).toMatchObject({
      status: "listed",
      problem: null,
      slug: "lumen-analytics",
      name: "Lumen Analytics",
      domain: "lumen-analytics.example",
      record_url: `${app.baseUrl}/api/network/profile?q=lumen-analytics`,
      profile_url: `${app.baseUrl}/network/company/lumen-analytics`,
      record: { version: 3, digest: sha256Hex(latest.body), recorded_at: latest.recordedAt.toISOString() },
      pin: { sent: null, changed: null },
      // 72 agreeing hourly readings, the latest 7 minutes before the seed: 13 checks run, 12 passed (no CAA record).
      witnessed: {
        standing: "witnessed",
        last_witnessed_at: readings.at(-1)!.takenAt.toISOString(),
        first_witnessed_at: readings[0].takenAt.toISOString(),
        unbroken_since: readings[0].takenAt.toISOString(),
        checks_passed: 12,
        checks_run: 13,
      },
      facts: { days_since_last_witnessed: 0, days_since_profile_updated: 6, unbroken_readings: 72, total_readings: 72 },
    });
    expect(lumen.record.digest).toBe(latest.digest);
  });

  it("keeps continuity and standing honest: one reading claims no continuity, a last reading without observation reads null", async () => {
    const res = await batch({ targets: ["freshstart-io", "brightpath-hr", "juniper-audit"] });
    const [fresh, bright, juniper] = res.body.results;
    expect(fresh.witnessed).toMatchObject({ standing: "witnessed", unbroken_since: null });
    expect(fresh.facts).toMatchObject({ unbroken_readings: null, total_readings: 1 });
    expect(bright.witnessed.standing).toBeNull();
    expect(bright.facts.total_readings).toBe(6);
    // Published, never read.
    expect(juniper).toMatchObject({ status: "listed", witnessed: { standing: null, last_witnessed_at: null, checks_run: null } });
    expect(juniper.facts).toEqual({
      days_since_last_witnessed: null,
      days_since_profile_updated: expect.any(Number),
      unbroken_readings: null,
      total_readings: 0,
    });
  });

  it("says whether a pinned record changed", async () => {
    const [v1, , v3] = await versionsOf("lumen-analytics");
    const res = await batch({
      targets: [
        { q: "lumen-analytics", pin: v1.digest },
        { q: "lumen-analytics.example", pin: v3.digest },
        { q: "quietline", pin: v1.digest },
        "lumen-analytics",
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: any) => r.pin)).toEqual([
      { sent: v1.digest, changed: true },
      { sent: v3.digest, changed: false },
      { sent: v1.digest, changed: true },
      { sent: null, changed: null },
    ]);
    expect(res.body.summary.changed_since_pin).toBe(2);
  });

  it("reads 25 targets with the same small number of queries as one", async () => {
    const listed = await app.db.company.findMany({
      where: { listed: true },
      select: { slug: true, domain: true },
      orderBy: { slug: "asc" },
      take: 25,
    });
    expect(listed).toHaveLength(25);
    const targets = listed.map((c, i) => (i % 2 ? c.slug : c.domain!));
    let many: any;
    const one = await countQueries(() => batch({ targets: [targets[0]] }));
    const twentyFive = await countQueries(async () => {
      many = await batch({ targets });
    });
    expect(many.body.summary).toMatchObject({ targets: 25, listed: 25 });
    expect(twentyFive).toBe(one);
    expect(twentyFive).toBeLessThanOrEqual(3);
  });

  it("makes one target whose stored record fails its digest check unavailable and answers the others", async () => {
    const latest = (await versionsOf("lumen-analytics")).at(-1)!;
    await app.db.recordVersion.update({ where: { seq: latest.seq }, data: { body: latest.body.replace("Lumen", "Lumen!") } });
    try {
      const res = await batch({ targets: ["lumen-analytics", "freshstart-io", "quietline"] });
      expect(res.status).toBe(200);
      expect(res.body.results.map((r: any) => r.status)).toEqual(["unavailable", "listed", "withheld"]);
      expect(res.body.results[0]).toMatchObject({
        target: "lumen-analytics",
        problem: { code: "record_unavailable", retryable: true, next_action: "retry_later", detail: expect.any(String) },
        record: null,
      });
      expect(res.body.summary).toMatchObject({ unavailable: 1, listed: 1, withheld: 1 });
    } finally {
      await app.db.recordVersion.update({ where: { seq: latest.seq }, data: { body: latest.body } });
    }
  });

  it("answers 502 all_targets_unavailable, as a problem document carrying each result, when no target can be read", async () => {
    const res = await withUnreachableStore(() =>
      batch({ targets: ["lumen-analytics", "quietline"] }, { "x-request-id": "batch-test-request-0502" }),
    );
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({
      code: "all_targets_unavailable",
      retryable: true,
      next_action: "retry_later",
      request_id: "batch-test-request-0502",
    });
    expect(res.body.summary).toMatchObject({ targets: 2, unavailable: 2 });
    expect(res.body.results.map((r: any) => [r.status, r.problem.code])).toEqual([
      ["unavailable", "record_unavailable"],
      ["unavailable", "record_unavailable"],
    ]);
    expect((await batch({ targets: ["lumen-analytics"] })).status).toBe(200);
  });
});

describe("POST /api/network/batch refusals (problem documents naming the field)", () => {
  async function refused(body: unknown, code: string, name: string, init: { rawBody?: string; headers?: Record<string, string> } = {}) {
    const res =
      init.rawBody !== undefined
        ? await app.web.request("POST", "/api/network/batch", {
            rawBody: init.rawBody,
            headers: { "content-type": "application/json", ...init.headers },
          })
        : await batch(body, init.headers);
    expect(res.status, res.text).toBe(code === "payload_too_large" ? 413 : 400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.code).toBe(code);
    if (name) expect(res.body.errors.map((e: any) => e.name)).toContain(name);
    return res.body;
  }

  it("refuses 26 targets", async () => {
    const body = await refused({ targets: Array.from({ length: 26 }, (_, i) => `company-${i}.example`) }, "invalid_request", "targets");
    expect(body.next_action).toBe("fix_request");
  });

  it("refuses a bad pin, a malformed target, an empty or missing list and unknown fields", async () => {
    await refused({ targets: ["lumen-analytics", { q: "lumen-analytics", pin: "not-a-digest" }] }, "invalid_request", "targets.1.pin");
    await refused({ targets: [{ q: "lumen-analytics", pin: "A".repeat(64) }] }, "invalid_request", "targets.0.pin");
    await refused({ targets: ["not a domain!"] }, "invalid_request", "targets.0");
    await refused({ targets: [{ q: "not a domain!" }] }, "invalid_request", "targets.0.q");
    await refused({ targets: [{ pin: "a".repeat(64) }] }, "invalid_request", "targets.0");
    await refused({ targets: [42] }, "invalid_request", "targets.0");
    await refused({ targets: [] }, "invalid_request", "targets");
    await refused({}, "invalid_request", "targets");
    await refused({ targets: ["lumen-analytics"], extra: true }, "invalid_request", "");
  });

  it("answers another method with 405 naming POST", async () => {
    const res = await app.web.get("/api/network/batch");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.code).toBe("method_not_allowed");
  });

  it("refuses a body that is not JSON or too large", async () => {
    await refused(undefined, "bad_json", "", { rawBody: "{targets:" });
    await refused(undefined, "payload_too_large", "", { rawBody: JSON.stringify({ targets: ["x".repeat(20_000)] }) });
  });
});
