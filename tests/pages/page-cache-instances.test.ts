// The page cache across instances (docs/pages.md, Page cache). On PostgreSQL: two `lib/transports/server/main.ts` processes
// on one database and one private redis-server; a page rendered on one is a hit on the other; a record
// version and a withdrawal committed from outside both, then each page read on both; then Redis stopped,
// and a change still seen at once. On the embedded database one process holds the data, so the same reads
// go to the one app this file starts (no Redis). Either way: 0 answers older than the commit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prismaOnPostgres, type Db } from "@/lib/platform/db/client";
import { resetEnvCache } from "@/lib/platform/env";
import { takeFeedOrder } from "@/lib/feed/change-order";
import { publishRecordVersion, writeRecordVersion } from "@/lib/network/publish-version";
import { startAppInstance, type AppInstance } from "@/tests/helpers/app-instance";
import { startPrivateRedis, type PrivateRedis } from "@/tests/profile/second-instance";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { HttpClient } from "@/tests/helpers/client";
import { freePort } from "@/tests/helpers/free-port";
import { cloneBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

const ON_POSTGRES = !!process.env.DATABASE_URL;
const READS = 100;

let dir: string | undefined;
let db: Db;
let app: TestApp | undefined;
// A private redis-server (the suite's own is shared with other files): the last test stops it.
let redis: PrivateRedis | undefined;
const children: AppInstance[] = [];
const webs: HttpClient[] = [];

beforeAll(async () => {
  if (!ON_POSTGRES) {
    app = await startApp({ PAGE_CACHE: "on" });
    db = app.db;
    webs.push(app.web);
    return;
  }
  Object.assign(process.env, testEnv());
  resetEnvCache();
  const pgUrl = (await cloneBase()).url!;
  db = prismaOnPostgres(pgUrl);
  dir = mkdtempSync(path.join(tmpdir(), "svc-page-cache-"));
  redis = await startPrivateRedis();
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const dataDir = path.join(dir, `i${i}`);
    children.push(
      await startAppInstance(dataDir, pgUrl, {
        PORT: String(port),
        BASE_URL: `http://localhost:${port}`,
        API_URL: `http://api.localhost:${port}`,
        JOBS: "off",
        PAGE_CACHE: "on",
        REDIS_URL: redis.url,
      }),
    );
    webs.push(new HttpClient(`http://localhost:${port}`));
  }
}, 240_000);

afterAll(async () => {
  for (const c of children) await c.stop();
  await redis?.stop();
  if (ON_POSTGRES) await db?.$disconnect();
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// Published demo records with pages: one renamed, one withdrawn.
async function companyNamed(slug: string): Promise<{ id: string; slug: string; name: string }> {
  return db.company.findUniqueOrThrow({ where: { slug }, select: { id: true, slug: true, name: true } });
}

/** Each instance renders the page, then serves it from the cache. */
async function warmEverywhere(p: string): Promise<void> {
  for (const web of webs) {
    for (let i = 0; i < 2; i++) expect((await web.get(p)).status).toBe(200);
    expect((await web.get(p)).headers.get("x-page-cache")).toBe("hit");
  }
}

describe(ON_POSTGRES ? "two instances on one PostgreSQL database" : "the embedded database's one instance", () => {
  it("a page rendered on one instance is served from the cache by every instance (through Redis when shared)", async () => {
    const p = `/network?q=${Date.now().toString(36)}`;
    expect((await webs[0].get(p)).headers.get("x-page-cache")).toBe("miss");
    // The render is stored in Redis just after its answer ends.
    await new Promise((r) => setTimeout(r, 500));
    for (const web of webs) expect((await web.get(p)).headers.get("x-page-cache")).toBe("hit");
  });

  it(`a record version committed elsewhere: ${READS} reads on every instance, 0 with the old name`, async () => {
    const company = await companyNamed("lumen-analytics");
    const page = `/network/company/${company.slug}`;
    await warmEverywhere(page);
    const renamed = `${company.name} (renamed for the cache test)`;
    await db.company.update({ where: { id: company.id }, data: { name: renamed } });
    await publishRecordVersion(db, company.id);
    let old = 0;
    for (let i = 0; i < READS; i++) {
      for (const web of webs) {
        const res = await web.get(page);
        expect(res.status).toBe(200);
        if (!res.text.includes("renamed for the cache test")) old++;
      }
    }
    expect(old).toBe(0);
  }, 180_000);

  it(`a withdrawal: ${READS} reads of the page and its twin on every instance, 0 with the old record`, async () => {
    const company = await companyNamed("freshstart-io");
    const page = `/network/company/${company.slug}`;
    await warmEverywhere(page);
    await warmEverywhere(`${page}.md`);
    await db.$transaction(async (tx) => {
      const stamped = await takeFeedOrder(tx);
      await tx.company.update({ where: { id: company.id }, data: { withdrawnAt: stamped } });
      await writeRecordVersion(tx as Db, company.id, { kind: "withdrawn", recordedAt: stamped });
    });
    let old = 0;
    for (let i = 0; i < READS; i++) {
      for (const web of webs) {
        const res = await web.get(i % 2 ? page : `${page}.md`);
        if (res.status === 200) old++;
      }
    }
    expect(old).toBe(0);
  }, 180_000);

  it("with Redis stopped: every instance still answers, keeps its own pages, and sees each change at its commit", async () => {
    await redis?.stop();
    const company = await companyNamed("brightpath-hr");
    const page = `/network/company/${company.slug}`;
    for (const web of webs) {
      for (let i = 0; i < 2; i++) expect((await web.get(page)).status).toBe(200);
      expect((await web.get(page)).headers.get("x-page-cache")).toBe("hit");
    }
    await db.company.update({ where: { id: company.id }, data: { name: `${company.name} (renamed with Redis down)` } });
    await publishRecordVersion(db, company.id);
    let old = 0;
    for (let i = 0; i < 20; i++) {
      for (const web of webs) {
        const res = await web.get(page);
        expect(res.status).toBe(200);
        if (!res.text.includes("renamed with Redis down")) old++;
      }
    }
    expect(old).toBe(0);
  }, 180_000);
});
