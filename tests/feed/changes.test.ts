// GET /api/network/changes over real HTTP: order, paging without loss or repeats, withdrawal, a new
// version after the last cursor, digests, and every error the route can answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeChangesCursor } from "@/lib/feed/changes-cursor";
import { publishRecordVersion } from "@/lib/network/publish-version";
import { sha256Hex } from "@/lib/platform/canonical-json";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { withUnreachableStore } from "@/tests/feed/store";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const DAY = 24 * 60 * 60 * 1000;
const q = (params: Record<string, string>) => `/api/network/changes?${new URLSearchParams(params)}`;

/** The feed as the database says it should be: listed companies' versions from `since`, in order. */
async function expectedEventIds(since: Date, until: Date): Promise<string[]> {
  const rows = await app.db.recordVersion.findMany({
    where: { recordedAt: { gte: since, lte: until }, company: { publication: "published", isNetwork: true, withdrawnAt: null } },
    orderBy: [{ recordedAt: "asc" }, { seq: "asc" }],
    select: { eventId: true },
  });
  return rows.map((r) => r.eventId);
}

async function walk(start: Record<string, string>, limit: number): Promise<{ events: any[]; pages: number; last: any }> {
  const events: any[] = [];
  let res = await app.web.get(q({ ...start, limit: String(limit) }));
  let pages = 1;
  for (;;) {
    expect(res.status).toBe(200);
    expect(res.body.events.length).toBeLessThanOrEqual(limit);
    events.push(...res.body.events);
    if (!res.body.has_more) return { events, pages, last: res.body };
    res = await app.web.get(q({ after: res.body.next, limit: String(limit) }));
    pages++;
  }
}

async function waitFor<T>(read: () => Promise<T | undefined>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`nothing after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("GET /api/network/changes", () => {
  it("walks every listed version since a time exactly once, oldest first, in pages of at most `limit`", async () => {
    const since = new Date(Date.now() - 29 * DAY);
    const { events, pages, last } = await walk({ since: since.toISOString() }, 3);
    const expected = await expectedEventIds(since, new Date(Date.now() - 2_000));
    expect(expected.length).toBeGreaterThan(6);
    expect(pages).toBeGreaterThan(2);
    expect(events.map((e) => e.event_id)).toEqual(expected);
    const times = events.map((e) => Date.parse(e.recorded_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(last.next).toBe(events[events.length - 1].id);
    expect(last.stream).toBe(`${app.baseUrl}/api/network/changes/stream?after=${encodeURIComponent(last.next)}`);
  });

  it("describes each version without its body, with the digest of its canonical body", async () => {
    const res = await app.web.get(q({ since: new Date(Date.now() - 29 * DAY).toISOString() }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ format: "network.changes.v1", guarantees: { retention_days: 30 } });
    for (const key of ["order", "delivery", "withdrawal", "body"]) expect(typeof res.body.guarantees[key]).toBe("string");
    const lumen = res.body.events.filter((e: any) => e.subject.slug === "lumen-analytics");
    // Seeded 21 and 6 days ago: updated, then corrected (corrects 2); published 42 days ago is outside the window.
    expect(lumen.map((e: any) => [e.version, e.kind, e.corrects_version])).toEqual([
      [2, "updated", null],
      [3, "corrected", 2],
    ]);
    const stored = await app.db.recordVersion.findMany({ where: { companyId: "lumen-analytics" }, orderBy: { version: "asc" } });
    const [v1, v2, v3] = stored;
    expect(lumen[0]).toEqual({
      id: lumen[0].id,
      type: "record.version",
      event_id: v2.eventId,
      kind: "updated",
      subject: { slug: "lumen-analytics", domain: "lumen-analytics.example" },
      version: 2,
      recorded_at: v2.recordedAt.toISOString(),
      digest: sha256Hex(v2.body),
      previous_digest: v1.digest,
      corrects_version: null,
      record_url: `${app.baseUrl}/api/network/profile?q=lumen-analytics`,
      history_url: `${app.baseUrl}/api/network/profile/history?q=lumen-analytics`,
    });
    expect(lumen[1]).toMatchObject({ digest: sha256Hex(v3.body), previous_digest: v2.digest });
    const keys = [
      "id",
      "type",
      "event_id",
      "kind",
      "subject",
      "version",
      "recorded_at",
      "digest",
      "previous_digest",
      "corrects_version",
      "record_url",
      "history_url",
    ];
    for (const e of res.body.events) expect(Object.keys(e).sort()).toEqual([...keys].sort());
    expect(res.text).not.toContain("Customer data is not used");
  });

  it("starts 24 hours back when given no position", async () => {
    const res = await app.web.get("/api/network/changes");
    expect(res.status).toBe(200);
    const expected = await expectedEventIds(new Date(Date.now() - DAY + 5_000), new Date(Date.now() - 2_000));
    const got = res.body.events.map((e: any) => e.event_id);
    // The window's edges move with the clock between the two reads: compare the inside.
    for (const id of expected) expect(got).toContain(id);
    for (const e of res.body.events) expect(Date.now() - Date.parse(e.recorded_at)).toBeLessThanOrEqual(DAY + 60_000);
  });

  it("never shows a withdrawn, private, unclaimed or worker-only company, and hides one that withdraws", async () => {
    const since = new Date(Date.now() - 29 * DAY).toISOString();
    const slugsOf = async () => new Set((await walk({ since }, 100)).events.map((e) => e.subject.slug));
    const before = await slugsOf();
    // driftwood-ai and oakhurst-data published "withdrawn" versions 10 to 30 days ago.
    const withdrawnVersions = await app.db.recordVersion.count({
      where: { companyId: { in: ["driftwood-ai", "oakhurst-data"] }, recordedAt: { gte: new Date(since) } },
    });
    expect(withdrawnVersions).toBeGreaterThan(0);
    for (const slug of ["driftwood-ai", "oakhurst-data", "quietline", "harbor-labs", "kestrel-security"])
      expect(before.has(slug), slug).toBe(false);
    expect(before.has("lumen-analytics")).toBe(true);

    await app.db.company.update({ where: { id: "lumen-analytics" }, data: { withdrawnAt: new Date() } });
    try {
      expect((await slugsOf()).has("lumen-analytics")).toBe(false);
    } finally {
      await app.db.company.update({ where: { id: "lumen-analytics" }, data: { withdrawnAt: null } });
    }
    expect((await slugsOf()).has("lumen-analytics")).toBe(true);
  });

  it("shows a newly published version after the last cursor, once, with the stored digest", async () => {
    // An empty page still hands out a cursor; nothing recorded before it will appear after it.
    const first = await app.web.get(q({ since: new Date(Date.now() - 1_000).toISOString() }));
    expect(first.status).toBe(200);
    const cursor = first.body.next;
    const version = await publishRecordVersion(app.db, "lumen-analytics", { kind: "updated" });
    const page = await waitFor(async () => {
      const res = await app.web.get(q({ after: cursor }));
      return res.body.events.length > 0 ? res.body : undefined;
    }, 6_000);
    expect(page.events.map((e: any) => e.event_id)).toEqual([version.eventId]);
    expect(page.events[0]).toMatchObject({
      version: version.version,
      kind: "updated",
      digest: version.digest,
      previous_digest: version.previousDigest,
    });
    expect(page.events[0].digest).toBe(sha256Hex(version.body));
    expect(page.next).toBe(page.events[0].id);
    const after = await app.web.get(q({ after: page.next }));
    expect(after.body.events.map((e: any) => e.event_id)).not.toContain(version.eventId);
  });
});

describe("GET /api/network/changes errors (always problem documents)", () => {
  async function problem(path: string, status: number, code: string, field?: { in: string; name: string }) {
    const res = await app.web.get(path, { "x-request-id": "feed-test-request-0001" });
    expect(res.status, res.text).toBe(status);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ code, status, request_id: "feed-test-request-0001", type: `${app.baseUrl}/api/problems#${code}` });
    if (field) expect(res.body.errors).toContainEqual(expect.objectContaining(field));
    return res.body;
  }

  it("refuses an unreadable, altered or foreign cursor with 400 invalid_cursor naming `after`", async () => {
    await problem(q({ after: "not-a-cursor" }), 400, "invalid_cursor", { in: "query", name: "after" });
    const good = (await app.web.get("/api/network/changes")).body.next as string;
    const altered = good.slice(0, -2) + (good.endsWith("AA") ? "AB" : "AA");
    const body = await problem(q({ after: altered }), 400, "invalid_cursor", { in: "query", name: "after" });
    expect(body.next_action).toBe("start_over");
    const payload = Buffer.from(JSON.stringify({ t: Date.now(), s: "1" })).toString("base64url");
    await problem(q({ after: `c1.${payload}.${"A".repeat(43)}` }), 400, "invalid_cursor", { in: "query", name: "after" });
  });

  it("answers 410 beyond_retention for a cursor or a time older than the 30 days kept", async () => {
    const old = encodeChangesCursor({ recordedAt: new Date(Date.now() - 31 * DAY), seq: 1n });
    const body = await problem(q({ after: old }), 410, "beyond_retention", { in: "query", name: "after" });
    expect(body).toMatchObject({ next_action: "resync", retryable: false });
    await problem(q({ since: new Date(Date.now() - 31 * DAY).toISOString() }), 410, "beyond_retention", { in: "query", name: "since" });
  });

  it("names the parameter of a malformed `since`, `limit` or a position given twice", async () => {
    await problem(q({ since: "yesterday" }), 400, "invalid_request", { in: "query", name: "since" });
    await problem(q({ since: new Date(Date.now() + DAY).toISOString() }), 400, "invalid_request", { in: "query", name: "since" });
    await problem(q({ limit: "101" }), 400, "invalid_request", { in: "query", name: "limit" });
    await problem(q({ limit: "0" }), 400, "invalid_request", { in: "query", name: "limit" });
    const next = (await app.web.get("/api/network/changes")).body.next;
    await problem(q({ after: next, since: new Date().toISOString() }), 400, "invalid_request", { in: "query", name: "since" });
  });

  it("answers another method with 405 naming GET", async () => {
    for (const path of ["/api/network/changes", "/api/network/changes/stream"]) {
      const res = await app.web.post(path, {});
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(res.body).toMatchObject({ code: "method_not_allowed", status: 405 });
    }
  });

  it("answers 503 record_unavailable with Retry-After when its store cannot be read", async () => {
    const res = await withUnreachableStore(() => app.web.get("/api/network/changes"));
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.body).toMatchObject({ code: "record_unavailable", retryable: true, retry_after: 5 });
    expect((await app.web.get("/api/network/changes")).status).toBe(200);
  });
});
