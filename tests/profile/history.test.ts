// GET /api/network/profile/history: published versions newest first, cursor pages, one stored version.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const history = (query: string, headers?: Record<string, string>) => app.web.get(`/api/network/profile/history?${query}`, headers);

describe("version list", () => {
  it("lists lumen's three versions newest first, each chained to the previous digest", async () => {
    const res = await history("q=lumen-analytics");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.body).toMatchObject({ slug: "lumen-analytics", domain: "lumen-analytics.example", next_cursor: null });
    const rows = await app.db.recordVersion.findMany({ where: { companyId: "lumen-analytics" }, orderBy: { version: "desc" } });
    expect(res.body.versions).toEqual(
      rows.map((r) => ({
        version: r.version,
        kind: r.kind,
        digest: r.digest,
        previous_digest: r.previousDigest,
        corrects_version: r.correctsVersion,
        recorded_at: r.recordedAt.toISOString(),
        version_url: `${app.baseUrl}/api/network/profile/history?q=lumen-analytics&version=${r.version}`,
      })),
    );
    expect(res.body.versions.map((v: any) => v.kind)).toEqual(["corrected", "updated", "published"]);
    expect(res.body.versions[0]).toMatchObject({ corrects_version: 2, previous_digest: res.body.versions[1].digest });
    expect(res.body.versions[2].previous_digest).toBeNull();
  });

  it("pages with an opaque cursor until next_cursor is null, by domain as well as slug", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await history(`q=lumen-analytics.example&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body.versions).toHaveLength(1);
      seen.push(res.body.versions[0].version);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([3, 2, 1]);
  });

  it("refuses an altered cursor, another record's cursor and garbage with 400 invalid_cursor", async () => {
    const first = await history("q=lumen-analytics&limit=1");
    const cursor: string = first.body.next_cursor;
    const [data, sig] = cursor.split(".");
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(data, "base64url").toString()), before: 9 })).toString(
      "base64url",
    );
    for (const bad of [`${altered}.${sig}`, "not-a-cursor", `${data}.${sig}.x`]) {
      const res = await history(`q=lumen-analytics&cursor=${encodeURIComponent(bad)}`, { accept: "application/problem+json" });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ code: "invalid_cursor", next_action: "start_over", errors: [{ in: "query", name: "cursor" }] });
    }
    const other = await history(`q=brightpath-hr&cursor=${encodeURIComponent(cursor)}`);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: "invalid_cursor" });
    expect(other.body.message).toMatch(/another record/);
  });

  it("validates limit and version, naming the parameter", async () => {
    for (const [query, name] of [
      ["q=lumen-analytics&limit=0", "limit"],
      ["q=lumen-analytics&limit=101", "limit"],
      ["q=lumen-analytics&version=0", "version"],
      ["q=lumen-analytics&version=two", "version"],
    ]) {
      const res = await history(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: "invalid_request", errors: [{ in: "query", name }] });
    }
    const missing = await history("version=1");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "missing_parameter" });
  });
});

describe("one stored version", () => {
  it("returns the exact canonical body its digest covers", async () => {
    const res = await history("q=lumen-analytics&version=2");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: "lumen-analytics", version: 2, kind: "updated" });
    expect(createHash("sha256").update(res.body.body, "utf8").digest("hex")).toBe(res.body.digest);
    expect(res.body.record).toEqual(JSON.parse(res.body.body));
    // Version 2 carried the wrong training statement that version 3 corrected.
    const training = (v: any) => v.record.facts.find((f: any) => f.key === "training-on-customer-data").value;
    expect(training(res.body)).toBe("Customer data is used to train models");
    expect(training((await history("q=lumen-analytics&version=3")).body)).toBe("Customer data is not used to train models");
  });

  it("an unknown version is 404 version_not_found; an unpublished or unknown record is 404 not_found", async () => {
    const missing = await history("q=lumen-analytics&version=99", { accept: "application/problem+json" });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "version_not_found", next_action: "none", errors: [{ in: "query", name: "version" }] });
    for (const q of ["quietline", "harbor-labs", "driftwood-ai", "no-such-company", "lumen-analytics.invalid"]) {
      const res = await history(`q=${q}`);
      expect(res.status, q).toBe(404);
      expect(res.body, q).toMatchObject({ error: "not_found" });
      expect((await history(`q=${q}&version=1`)).status, q).toBe(404);
    }
  });
});
