// The workspace page's "Re-read now": a member asks for a reading of their own company, the reading
// lands (in-process here: the queue is off under NODE_ENV=test), and a second ask within ten minutes is a
// 429 `rate_limited` from the registry with Retry-After, enforced on the server whatever the page shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";

let app: TestApp;
let world: LocalWorld;
let owner: Account;
const SLUG = "reread-co";

async function waitForReading(companyId: string, count: number) {
  for (let i = 0; i < 150; i++) {
    if ((await app.db.reading.count({ where: { companyId } })) >= count) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reading ${count} of ${companyId} landed`);
}

beforeAll(async () => {
  app = await startApp();
  world = await startLocalWorld([{ domain: "reread.example" }]);
  installWorld(world.description);
  owner = await confirmedAccount(app, "reread-owner");
  await app.db.company.create({
    data: {
      id: SLUG,
      slug: SLUG,
      name: "Reread Co",
      sortName: "reread co",
      domain: "reread.example",
      jurisdiction: "EU",
      publication: "private",
      workspaceId: owner.workspace.id,
    },
  });
});
afterAll(async () => {
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("re-read from the workspace page", () => {
  it("the page offers the button for the workspace's company", async () => {
    const page = await app.web.get("/workspace", { cookie: owner.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`action="/api/workspace/companies/${SLUG}/reread"`);
    expect(page.text).toContain("Re-read now");
  });

  it("a member's request is accepted (202) and a reading lands", async () => {
    const res = await app.web.post(`/api/workspace/companies/${SLUG}/reread`, undefined, { cookie: owner.cookie });
    expect(res.status, res.text).toBe(202);
    expect(res.body.slug).toBe(SLUG);
    expect(Date.parse(res.body.next_allowed_at) - Date.parse(res.body.requested_at)).toBe(10 * 60_000);
    await waitForReading(SLUG, 1);
    const reading = await app.db.reading.findFirstOrThrow({ where: { companyId: SLUG } });
    expect(reading.standing).toBe("witnessed");
  });

  it("a second request within ten minutes is 429 rate_limited with Retry-After, and reads nothing", async () => {
    const res = await app.web.post(`/api/workspace/companies/${SLUG}/reread`, undefined, { cookie: owner.cookie });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe("rate_limited");
    expect(res.body.message).toMatch(/less than ten minutes ago/);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await app.db.reading.count({ where: { companyId: SLUG } })).toBe(1);
    // A form posted by the page comes back to it with the message.
    const form = await app.web.request("POST", `/api/workspace/companies/${SLUG}/reread`, {
      rawBody: "",
      headers: { cookie: owner.cookie, "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl },
    });
    expect(form.status).toBe(303);
    expect(decodeURIComponent(form.headers.get("location") ?? "")).toMatch(
      /\/workspace\?error=This\+company\+was\+re-read\+less\+than\+ten\+minutes\+ago/,
    );
  });

  it("a second request while the first one's reading has not landed is 429 busy with Retry-After", async () => {
    const asked = new Date();
    await app.db.company.update({
      where: { id: SLUG },
      data: { rereadRequestedAt: asked, lastReadingAt: new Date(asked.getTime() - 3_600_000) },
    });
    const res = await app.web.post(`/api/workspace/companies/${SLUG}/reread`, undefined, { cookie: owner.cookie });
    expect([res.status, res.body.error, res.headers.get("retry-after")]).toEqual([429, "busy", "5"]);
    expect(res.body.message).toMatch(/still running/);
    // Once it has landed, the ten-minute limit is what remains.
    await app.db.company.update({ where: { id: SLUG }, data: { lastReadingAt: new Date(asked.getTime() + 1_000) } });
    const after = await app.web.post(`/api/workspace/companies/${SLUG}/reread`, undefined, { cookie: owner.cookie });
    expect([after.status, after.body.error]).toEqual([429, "rate_limited"]);
  });

  it("once ten minutes have passed, the member may ask again", async () => {
    await app.db.company.update({ where: { id: SLUG }, data: { rereadRequestedAt: new Date(Date.now() - 10 * 60_000 - 1000) } });
    const res = await app.web.post(`/api/workspace/companies/${SLUG}/reread`, undefined, { cookie: owner.cookie });
    expect(res.status, res.text).toBe(202);
    await waitForReading(SLUG, 2);
  });

  it(
    "another workspace's company is not found (404), another site's " + "page may not ask (403), and nobody without a session may (401)",
    async () => {
      const stranger = await confirmedAccount(app, "reread-stranger");
      const res = await app.web.post(`/api/workspace/companies/${SLUG}/reread`, undefined, { cookie: stranger.cookie });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("not_found");
      const crossSite = await app.web.post(`/api/workspace/companies/${SLUG}/reread`, undefined, {
        cookie: owner.cookie,
        origin: "https://elsewhere.example",
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.error).toBe("forbidden");
      const anonymous = await app.web.post(`/api/workspace/companies/${SLUG}/reread`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toBe("unauthorized");
    },
  );
});
