// GET /api/mobile/directory/search: keyset walk, cursor refusals, deprecated offset, filters, limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor, sealCursor } from "@/lib/directory/cursor";
import { recomputeDirectoryKeys } from "@/lib/network/publish-version";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { expectedDirectory, standingLabelOf, unlistedSlugs, type ExpectedCompany } from "@/tests/directory/expected";

const SEARCH = "/api/mobile/directory/search";
const CURSOR_SECRET = "directory-test-cursor-secret-0123456789abcdef";

let app: TestApp;
let expected: ExpectedCompany[];

beforeAll(async () => {
  app = await startApp({ CURSOR_SECRET });
  expected = await expectedDirectory(app.db);
});
afterAll(async () => {
  await app?.stop();
});

async function walk(query: string, limit: number): Promise<{ slugs: string[]; pages: any[] }> {
  const slugs: string[] = [];
  const pages: any[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 1000; n++) {
    const res: { status: number; text: string; body: any } = await app.web.get(
      `${SEARCH}?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(res.status, res.text).toBe(200);
    pages.push(res.body);
    slugs.push(...res.body.results.map((r: any) => r.slug));
    cursor = res.body.next_cursor;
    if (cursor === null) return { slugs, pages };
  }
  throw new Error("the walk did not end");
}

describe("walking the directory by cursor", () => {
  it("returns every listed company exactly once, in the stated order, and stops on a null next_cursor", async () => {
    expect(expected.length).toBeGreaterThan(30);
    const { slugs, pages } = await walk("", 7);
    expect(slugs).toEqual(expected.map((c) => c.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(pages.length).toBe(Math.ceil(expected.length / 7));
    for (const page of pages) {
      expect(page.total).toBe(expected.length);
      expect(page.error).toBeNull();
    }
    expect(pages.at(-1).next_cursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => typeof p.next_cursor === "string")).toBe(true);
  });

  it("shows no private, unclaimed, withdrawn or worker-route company", async () => {
    const { slugs } = await walk("", 100);
    const hidden = await unlistedSlugs(app.db);
    expect(hidden).toEqual(expect.arrayContaining(["quietline", "harbor-labs", "driftwood-ai", "kestrel-security"]));
    for (const slug of hidden) expect(slugs).not.toContain(slug);
  });

  it("labels each row's standing from its last reading and dates it with last_scan", async () => {
    const res = await app.web.get(`${SEARCH}?limit=100`);
    const bySlug = new Map(res.body.results.map((r: any) => [r.slug, r]));
    for (const c of expected) {
      expect(bySlug.get(c.slug), c.slug).toEqual({
        slug: c.slug,
        name: c.name,
        standing: standingLabelOf(c),
        last_scan: c.lastReading?.takenAt.toISOString() ?? null,
      });
    }
    expect(bySlug.get("lumen-analytics")).toMatchObject({ standing: "Witnessed" });
    expect(bySlug.get("brightpath-hr")).toMatchObject({ standing: "No observation on last reading" });
    expect(bySlug.get("juniper-audit")).toMatchObject({ standing: "Not yet witnessed", last_scan: null });
  });

  it("sends the directory cache policy, and no-store on errors", async () => {
    const ok = await app.web.get(SEARCH);
    expect(ok.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
    expect(ok.headers.get("access-control-allow-origin")).toBe("*");
    expect(ok.headers.get("deprecation")).toBeNull();
    const bad = await app.web.get(`${SEARCH}?limit=0`);
    expect(bad.headers.get("cache-control")).toBe("no-store");
  });

  it("moves a company that becomes unlisted out of the walk", async () => {
    await app.db.company.update({ where: { id: "freshstart-io" }, data: { withdrawnAt: new Date() } });
    await recomputeDirectoryKeys(app.db, "freshstart-io");
    try {
      const { slugs, pages } = await walk("", 50);
      expect(slugs).not.toContain("freshstart-io");
      expect(pages[0].total).toBe(expected.length - 1);
    } finally {
      await app.db.company.update({ where: { id: "freshstart-io" }, data: { withdrawnAt: null } });
      await recomputeDirectoryKeys(app.db, "freshstart-io");
    }
  });
});

describe("limit", () => {
  it("defaults to 20 and allows up to 100", async () => {
    expect((await app.web.get(SEARCH)).body.results).toHaveLength(20);
    const all = await app.web.get(`${SEARCH}?limit=100`);
    expect(all.body.results).toHaveLength(expected.length);
    expect(all.body.next_cursor).toBeNull();
  });

  it.each(["0", "101", "abc", "1.5", "-1", "", "1e1"])("refuses limit=%j with a 400 naming limit", async (limit) => {
    const res = await app.web.get(`${SEARCH}?limit=${encodeURIComponent(limit)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.errors[0]).toMatchObject({ in: "query", name: "limit" });
    expect(res.body.message).toContain("limit");
  });
});

describe("refused cursors", () => {
  async function firstCursor(query = ""): Promise<string> {
    const res = await app.web.get(`${SEARCH}?limit=5${query}`);
    return res.body.next_cursor;
  }

  it("refuses a cursor with any one character altered with 400 invalid_cursor", async () => {
    const cursor = await firstCursor();
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const reasons = new Set<string>();
    for (let i = 0; i < cursor.length; i++) {
      if (cursor[i] === ".") continue;
      const replacement = alphabet[(alphabet.indexOf(cursor[i]) + 1 + (i % 63)) % alphabet.length];
      const altered = cursor.slice(0, i) + replacement + cursor.slice(i + 1);
      const res = await app.web.get(`${SEARCH}?cursor=${encodeURIComponent(altered)}`);
      expect(res.status, `position ${i}`).toBe(400);
      expect(res.body.error).toBe("invalid_cursor");
      reasons.add(res.body.reason);
    }
    expect([...reasons].every((r) => r === "altered" || r === "undecodable")).toBe(true);
    expect(reasons.has("altered")).toBe(true);
  });

  it("refuses a cursor whose last character differs only in spare bits", async () => {
    const cursor = await firstCursor();
    // 32 MAC bytes are 43 base64url characters: the last one carries 2 spare bits. A lenient decoder
    // would read "A" and "B" alike; a strict one sees a different cursor.
    const last = cursor.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const idx = alphabet.indexOf(last);
    const sibling = alphabet[idx % 4 === 0 ? idx + 1 : idx - 1];
    const res = await app.web.get(`${SEARCH}?cursor=${encodeURIComponent(cursor.slice(0, -1) + sibling)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_cursor");
  });

  it("names the reason: undecodable, older payload version, workspace scope, another list", async () => {
    const key = { rank: 0n, sortName: "a", id: "a" };
    const cases: [string, string, RegExp][] = [
      ["not-a-cursor", "undecodable", /cannot be decoded/],
      ["x".repeat(1100), "undecodable", /longer than/],
      [sealCursor({ v: 0, s: "public", k: ["0", "a", "a"], o: 5 }), "older_version", /older|version 0/],
      [encodeCursor({ version: 2, scope: "public", list: "directory", key, position: 0, filter: "" }), "unknown_version", /version 2/],
      [
        encodeCursor({ scope: "workspace:ws_kestrel-security", list: "directory", key, position: 0, filter: "" }),
        "wrong_scope",
        /workspace-scoped/,
      ],
      [encodeCursor({ scope: "public", list: "network-search", key, position: 0, filter: "" }), "wrong_list", /network-search/],
      [sealCursor({ v: 1, s: "public" }), "undecodable", /malformed/],
    ];
    for (const [cursor, reason, message] of cases) {
      const res = await app.web.get(`${SEARCH}?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, reason).toBe(400);
      expect(res.body).toMatchObject({ error: "invalid_cursor", reason });
      expect(res.body.message).toMatch(message);
      expect(res.body.errors[0]).toMatchObject({ in: "query", name: "cursor" });
    }
  });

  it("answers a refused cursor as a problem document when asked, and never restarts at page one", async () => {
    const cursor = encodeCursor({
      scope: "workspace:ws_kestrel-security",
      list: "directory",
      key: { rank: 0n, sortName: "", id: "" },
      position: 0,
      filter: "",
    });
    const res = await app.web.get(`${SEARCH}?cursor=${encodeURIComponent(cursor)}`, { accept: "application/problem+json" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({
      code: "invalid_cursor",
      next_action: "start_over",
      reason: "wrong_scope",
      errors: [{ in: "query", name: "cursor" }],
    });
    expect(res.body.results).toBeUndefined();
  });

  it("accepts a cursor it issued, built with the same secret, continuing strictly after its key", async () => {
    const marker = expected[9];
    const lastWitnessed = marker.lastWitnessedAt;
    const cursor = encodeCursor({
      scope: "public",
      list: "directory",
      key: { rank: lastWitnessed ? -BigInt(lastWitnessed.getTime()) : 0n, sortName: marker.name.toLowerCase(), id: marker.id },
      position: 10,
      filter: "unknown",
    });
    const res = await app.web.get(`${SEARCH}?limit=5&cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: any) => r.slug)).toEqual(expected.slice(10, 15).map((c) => c.slug));
    expect(res.body.next_offset).toBe(15);
  });
});

describe("cursors and filters", () => {
  it("is not bound to q or industry: another filter continues that filter's rows after the old position", async () => {
    const first = await app.web.get(`${SEARCH}?limit=6`);
    const cursor = first.body.next_cursor;
    const marker = expected.findIndex((c) => c.slug === first.body.results[5].slug);
    const analytics = expected.filter((c) => c.industries.some((i) => i.toLowerCase() === "analytics"));
    const after = expected.slice(marker + 1).filter((c) => analytics.includes(c));
    expect(after.length).toBeGreaterThan(0);
    const res = await app.web.get(`${SEARCH}?industry=analytics&limit=50&cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: any) => r.slug)).toEqual(after.map((c) => c.slug));
    expect(res.body.total).toBe(analytics.length);
    expect(res.body.next_offset).toBe(analytics.length);
    expect(res.body.next_cursor).toBeNull();
  });

  it("filters by industry without regard to case and by free text over name, domain and tagline", async () => {
    const hr = await app.web.get(`${SEARCH}?industry=hr%20tech&limit=100`);
    expect(hr.body.results.map((r: any) => r.slug)).toEqual(expected.filter((c) => c.industries.includes("HR Tech")).map((c) => c.slug));
    const byName = await app.web.get(`${SEARCH}?q=LUMEN`);
    expect(byName.body.results.map((r: any) => r.slug)).toEqual(["lumen-analytics"]);
    const byDomain = await app.web.get(`${SEARCH}?q=fernwood-pay.example`);
    expect(byDomain.body.results.map((r: any) => r.slug)).toEqual(["fernwood-pay"]);
    const byTagline = await app.web.get(`${SEARCH}?q=${encodeURIComponent("Clinical NOTE")}`);
    expect(byTagline.body.results.map((r: any) => r.slug)).toEqual(["mariner-health-ai"]);
    const twoWords = await app.web.get(`${SEARCH}?q=${encodeURIComponent("teams hiring")}`);
    expect(twoWords.body.results.map((r: any) => r.slug)).toEqual(["brightpath-hr"]);
    expect(twoWords.body.total).toBe(1);
  });

  it("takes LIKE wildcards literally and hides unlisted companies from text search", async () => {
    expect((await app.web.get(`${SEARCH}?q=%25`)).body.total).toBe(0);
    expect((await app.web.get(`${SEARCH}?q=_`)).body.total).toBe(0);
    for (const q of ["quietline", "harbor", "driftwood"]) expect((await app.web.get(`${SEARCH}?q=${q}`)).body.results, q).toEqual([]);
  });

  it("refuses q beyond its bounds with a 400 naming q", async () => {
    for (const q of ["a ".repeat(9), "x".repeat(201)]) {
      const res = await app.web.get(`${SEARCH}?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ in: "query", name: "q" });
    }
  });
});

describe("deprecated offset", () => {
  it("still pages, returns next_offset and next_cursor, with Deprecation and Link and no Sunset", async () => {
    const res = await app.web.get(`${SEARCH}?offset=5&limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: any) => r.slug)).toEqual(expected.slice(5, 10).map((c) => c.slug));
    expect(res.body.next_offset).toBe(10);
    expect(res.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(res.headers.get("link")).toMatch(/^<http:\/\/localhost:\d+\/[^>]+>; rel="deprecation"/);
    expect(res.headers.get("sunset")).toBeNull();
    expect(res.headers.get("access-control-expose-headers")).toContain("Deprecation");
    const next = await app.web.get(`${SEARCH}?limit=5&cursor=${encodeURIComponent(res.body.next_cursor)}`);
    expect(next.body.results.map((r: any) => r.slug)).toEqual(expected.slice(10, 15).map((c) => c.slug));
    expect(next.body.next_offset).toBe(15);
    expect(next.headers.get("deprecation")).toBeNull();
  });

  it("lets the cursor win when both are sent", async () => {
    const first = await app.web.get(`${SEARCH}?limit=3`);
    const res = await app.web.get(`${SEARCH}?limit=3&offset=20&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(res.body.results.map((r: any) => r.slug)).toEqual(expected.slice(3, 6).map((c) => c.slug));
    expect(res.body.next_offset).toBe(6);
    expect(res.headers.get("deprecation")).toMatch(/^@\d+$/);
  });

  it("answers an offset past the end with an empty last page, and refuses a bad offset naming it", async () => {
    const end = await app.web.get(`${SEARCH}?offset=${expected.length}`);
    expect(end.body).toMatchObject({ results: [], next_cursor: null, next_offset: expected.length, total: expected.length });
    for (const offset of ["-1", "x", "10001"]) {
      const res = await app.web.get(`${SEARCH}?offset=${offset}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ in: "query", name: "offset" });
    }
  });
});
