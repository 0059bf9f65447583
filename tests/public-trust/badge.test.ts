// GET /public/trust/{slug}/badge.svg: accessible, neutral, says what was witnessed and when, cacheable.
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

const fills = (svg: string) => [...svg.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1].toLowerCase());
const title = (svg: string) => svg.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
const desc = (svg: string) => svg.match(/<desc[^>]*>([^<]*)<\/desc>/)?.[1];

describe("badge.svg", () => {
  it("states what was witnessed and when, accessibly", async () => {
    const res = await app.api.get("/public/trust/kestrel-security/badge.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.text).toMatch(/<svg[^>]* role="img"[^>]* aria-labelledby="ptn-title ptn-desc"/);
    const latest = await app.db.reading.findFirstOrThrow({ where: { companyId: "kestrel-security" }, orderBy: { takenAt: "desc" } });
    const when = `${latest.takenAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    expect(title(res.text)).toBe(`Public Trust Network: Kestrel Security, witnessed ${when}`);
    expect(desc(res.text)).toContain(`${latest.checksRun} checks run`);
    expect(desc(res.text)).toContain("not a rating, score or certification");
  });

  it("says so when nothing is published, nothing was witnessed or the last reading saw nothing", async () => {
    const cases: [string, RegExp][] = [
      ["harbor-labs", /no trust profile published/],
      ["quietline", /no trust profile published/],
      ["no-such-company", /no trust profile published/],
      ["blankslate-dev", /nothing witnessed yet/],
      ["brightpath-hr", /no observation came back/],
    ];
    for (const [slug, expected] of cases) {
      const res = await app.api.get(`/public/trust/${slug}/badge.svg`);
      expect(res.status, slug).toBe(200);
      expect(title(res.text), slug).toMatch(expected);
    }
  });

  it("uses the same neutral colours in every state and never a figure that reads as a score", async () => {
    const palettes = new Set<string>();
    for (const slug of ["kestrel", "ledgerline", "blankslate-dev", "brightpath-hr", "harbor-labs", "quietline", "lumen-analytics"]) {
      const { text } = await app.api.get(`/public/trust/${slug}/badge.svg`);
      palettes.add(fills(text).join(","));
      expect(text, slug).not.toMatch(/%|\/\s*100|\bscore:|\bgrade\b|\brating:/i);
      expect(text, slug).not.toMatch(/<script|on\w+=/i);
    }
    expect(palettes.size).toBe(1);
  });

  it("escapes the company name", async () => {
    await app.db.company.update({ where: { id: "kestrel-security" }, data: { name: 'Kestrel <Security> & "Co"' } });
    try {
      const { text } = await app.api.get("/public/trust/kestrel/badge.svg");
      expect(text).toContain("Kestrel &lt;Security&gt; &amp; &quot;Co&quot;");
      expect(text).not.toContain("<Security>");
    } finally {
      await app.db.company.update({ where: { id: "kestrel-security" }, data: { name: "Kestrel Security" } });
    }
  });

  it("is cached 120 s with an ETag and answers If-None-Match with 304", async () => {
    const first = await app.api.get("/public/trust/kestrel/badge.svg");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    const again = await app.api.get("/public/trust/kestrel/badge.svg", { "if-none-match": `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    const stale = await app.api.get("/public/trust/kestrel/badge.svg", { "if-none-match": '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it("changes its ETag when what was witnessed changes", async () => {
    const before = (await app.api.get("/public/trust/ledgerline/badge.svg")).headers.get("etag");
    const reading = await app.db.reading.create({
      data: { companyId: "ledgerline", takenAt: new Date(), checksRun: 9, checksPassed: 9, standing: "witnessed", checks: [] },
    });
    // Written by hand, not by the engine: rebuild the summary reads use.
    await rebuildContinuity(app.db, "ledgerline");
    try {
      const after = await app.api.get("/public/trust/ledgerline/badge.svg", { "if-none-match": before! });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(before);
    } finally {
      await app.db.reading.delete({ where: { id: reading.id } });
      await rebuildContinuity(app.db, "ledgerline");
    }
  });

  it("refuses a bad slug with 400 bad_request", async () => {
    const res = await app.api.get("/public/trust/Bad_Slug/badge.svg");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "bad_request" });
  });
});
