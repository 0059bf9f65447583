// The page cache (lib/page-cache, docs/pages.md "Page cache"): public pages rendered once and answered from the
// cache until a commit bumps a tag they show; every answer still its own (request id, trace context, CSP
// nonce, Cache-Control, ETag and 304); signed-in visitors never served from it or stored in it; and a
// withdrawn company never read from it again. The two-instance run is tests/pages/page-cache-instances.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { takeFeedOrder } from "@/lib/feed/change-order";
import { cacheControl } from "@/lib/http/cache";
import { writeRecordVersion, publishRecordVersion } from "@/lib/network/publish-version";
import { bumpPageTags } from "@/lib/platform/page-cache/tag-versions";
import { tagsOfEvent, type PageEvent } from "@/lib/platform/page-cache/tags";
import { confirmedAccount } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";

const SLUG = "lumen-analytics";
const PAGE = `/network/company/${SLUG}`;

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ PAGE_CACHE: "on" });
});
afterAll(async () => {
  await app?.stop();
});

function nonceOf(res: { headers: Headers }): string {
  const m = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "");
  expect(m, "a page's policy names its nonce").not.toBeNull();
  return m![1];
}

async function companyId(db: Db, slug = SLUG): Promise<string> {
  return (await db.company.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

/** Until the page is kept: the first answer renders it, the next one is served from the cache. */
async function warm(path: string, headers: Record<string, string> = {}) {
  const first = await app.web.get(path, headers);
  expect(first.status, first.text.slice(0, 200)).toBe(200);
  const second = await app.web.get(path, headers);
  expect(second.headers.get("x-page-cache")).toBe("hit");
  return second;
}

describe("a public page from the cache", () => {
  it("is rendered once, then served with its own request id, trace context, nonce, Cache-Control and ETag", async () => {
    const first = await app.web.get(PAGE);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const trace = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    const a = await app.web.get(PAGE, { "x-request-id": "client-request-0000000001", traceparent: trace });
    const b = await app.web.get(PAGE, { "x-request-id": "client-request-0000000002" });
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache")).toBe("hit");
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe(cacheControl("profile"));
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("vary")).toMatch(/\bAccept\b/);
      expect(res.headers.get("etag")).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(res.text).toContain("<h1>Lumen Analytics</h1>");
    }
    expect(a.headers.get("x-request-id")).toBe("client-request-0000000001");
    expect(b.headers.get("x-request-id")).toBe("client-request-0000000002");
    expect(a.headers.get("traceparent")).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
    expect(b.headers.get("traceparent")).toBeNull();
    // A fresh nonce per answer, in the policy and on every script the page carries; the content is the same.
    const [na, nb] = [nonceOf(a), nonceOf(b)];
    expect(na).not.toBe(nb);
    expect(a.text.split(na).join("")).toBe(b.text.split(nb).join(""));
    expect(a.text).not.toContain(nb);
    for (const tag of a.text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${na}"`);
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
    expect(first.text.split(nonceOf(first)).join("")).toBe(a.text.split(na).join(""));
  });

  it("answers 304 from the cache when the client holds the content, and 200 when it holds another", async () => {
    const page = await warm(PAGE);
    const etag = page.headers.get("etag")!;
    const same = await app.web.get(PAGE, { "if-none-match": etag });
    expect(same.status).toBe(304);
    expect(same.text).toBe("");
    expect(same.headers.get("etag")).toBe(etag);
    expect(same.headers.get("x-page-cache")).toBe("hit");
    expect(same.headers.get("cache-control")).toBe(cacheControl("profile"));
    expect(same.headers.get("x-request-id")).toMatch(/^req-/);
    const other = await app.web.get(PAGE, { "if-none-match": 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.text).toContain("<h1>Lumen Analytics</h1>");
  });

  it("keeps the page and its Markdown twin apart, and answers HEAD from the cache", async () => {
    const md = await warm(PAGE, { accept: "text/markdown" });
    expect(md.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(md.text).toMatch(/^# Lumen Analytics/m);
    const html = await warm(PAGE);
    expect(html.text).toContain("<h1>Lumen Analytics</h1>");
    const suffixed = await warm(`${PAGE}.md`);
    expect(suffixed.text).toBe(md.text);
    const llms = await warm(`${PAGE}/llms.txt`);
    expect(llms.headers.get("content-type")).toMatch(/^text\/plain/);
    const head = await app.web.request("HEAD", PAGE);
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.text).toBe("");
  });

  it("serves the directory and the home page from the cache too", async () => {
    expect((await warm("/network")).text).toContain("Lumen Analytics");
    await warm("/network?q=lumen");
    await warm("/");
  });

  it("drops the company's pages and the directory at the commit of a record version, and only those", async () => {
    await warm(PAGE);
    await warm("/network");
    await warm("/");
    await warm("/network/company/lumen-analytics.md");
    await app.db.company.update({ where: { slug: SLUG }, data: { name: "Lumen Analytics Renamed" } });
    // The row write alone bumps nothing: the cached page is still the one of the last record version.
    expect((await app.web.get(PAGE)).headers.get("x-page-cache")).toBe("hit");
    await publishRecordVersion(app.db, await companyId(app.db));
    const after = await app.web.get(PAGE);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(after.text).toContain("<h1>Lumen Analytics Renamed</h1>");
    expect((await app.web.get("/network")).headers.get("x-page-cache")).toBe("miss");
    expect((await app.web.get("/network/company/lumen-analytics.md")).headers.get("x-page-cache")).toBe("miss");
    // The home page shows nothing of the database: untouched.
    expect((await app.web.get("/")).headers.get("x-page-cache")).toBe("hit");
  });

  it("drops exactly the pages that show what each kind of event changes", async () => {
    const other = "brightpath-hr";
    const pages = { own: PAGE, other: `/network/company/${other}`, directory: "/network", home: "/" };
    const cases: { event: PageEvent; dropped: (keyof typeof pages)[] }[] = [
      { event: { type: "record.version", slug: SLUG }, dropped: ["own", "directory"] },
      { event: { type: "reading.landed", slug: SLUG }, dropped: ["own", "directory"] },
      { event: { type: "key.lifecycle" }, dropped: ["own", "other"] },
      { event: { type: "rule_set.published" }, dropped: [] },
    ];
    for (const { event, dropped } of cases) {
      for (const path of Object.values(pages)) await warm(path);
      await app.db.$transaction((tx) => bumpPageTags(tx as Db, [event]));
      for (const [name, path] of Object.entries(pages)) {
        const res = await app.web.get(path);
        expect(res.headers.get("x-page-cache"), `${event.type} → ${name} (tags ${tagsOfEvent(event).join(", ")})`).toBe(
          dropped.includes(name as keyof typeof pages) ? "miss" : "hit",
        );
      }
    }
  });

  it("a reading that lands drops the company's page through the reading's own transaction", async () => {
    await warm(PAGE);
    const { runReading } = await import("@/lib/witness/engine/run-reading");
    const id = await companyId(app.db);
    const before = await app.db.reading.count({ where: { companyId: id } });
    await runReading(app.db, { companyId: id });
    expect(await app.db.reading.count({ where: { companyId: id } })).toBe(before + 1);
    expect((await app.web.get(PAGE)).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("what is never served from the cache", () => {
  it("a signed-in visitor's pages: each user sees their own, never the other's, and nothing of theirs is kept", async () => {
    const alice = await confirmedAccount(app, "cache-alice", "Alice Cache Workspace");
    const bob = await confirmedAccount(app, "cache-bob", "Bob Cache Workspace");
    for (const [me, them] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await app.web.get("/workspace", { cookie: me.cookie });
        expect(res.headers.get("x-page-cache")).toBeNull();
        expect(res.text).not.toContain(them.email);
        expect(res.text).not.toContain(me === alice ? "Bob Cache Workspace" : "Alice Cache Workspace");
        // A public page asked for with a session: rendered for this visitor, neither served from the cache nor kept.
        const pub = await app.web.get(PAGE, { cookie: me.cookie });
        expect(pub.status).toBe(200);
        expect(pub.headers.get("x-page-cache")).toBeNull();
      }
    }
    const anonymous = await app.web.get(PAGE);
    for (const who of [alice, bob]) {
      expect(anonymous.text).not.toContain(who.email);
      expect(anonymous.text).not.toContain(who.cookie.split("=")[1]?.split(";")[0]);
    }
    expect(anonymous.headers.get("set-cookie")).toBeNull();
  });

  it("the client router's requests, the API host, and pages not listed", async () => {
    await warm(PAGE);
    expect((await app.web.get(PAGE, { rsc: "1" })).headers.get("x-page-cache")).toBeNull();
    expect((await app.web.get(`${PAGE}?_rsc=abc`)).headers.get("x-page-cache")).toBeNull();
    expect((await app.web.get("/sign-in")).headers.get("x-page-cache")).toBeNull();
    expect((await app.web.get("/network/company/no-such-company-here")).headers.get("x-page-cache")).toBe("miss");
    // A page answered with anything but 200 is not kept.
    expect((await app.web.get("/network/company/no-such-company-here")).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("a withdrawal", () => {
  it("is never followed by the old record from the cache: 100 reads after the commit, 0 old answers", async () => {
    const slug = "freshstart-io";
    const path = `/network/company/${slug}`;
    await warm(path);
    await warm(`${path}.md`);
    const id = await companyId(app.db, slug);
    await app.db.$transaction(async (tx) => {
      const stamped = await takeFeedOrder(tx);
      await tx.company.update({ where: { id }, data: { withdrawnAt: stamped } });
      await writeRecordVersion(tx as Db, id, { kind: "withdrawn", recordedAt: stamped });
    });
    let old = 0;
    for (let i = 0; i < 100; i++) {
      const res = await app.web.get(i % 2 ? path : `${path}.md`);
      if (res.status === 200) old++;
    }
    expect(old).toBe(0);
  }, 180_000);
});
