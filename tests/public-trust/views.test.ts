// View counting: once per client network per profile per ten minutes, a keyed hash instead of the
// address, and a profile.viewed outbox event per counted view, from the beacon and from the read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  // Our requests all come from loopback; a trusted proxy header lets the test speak for other addresses.
  app = await startApp({ TRUSTED_PROXY_HEADER: "x-real-ip" });
});
afterAll(async () => {
  await app?.stop();
});

const from = (ip: string) => ({ "x-real-ip": ip });
const views = (companyId: string) => app.db.profileView.count({ where: { companyId } });
const events = () =>
  app.db.outboxEvent.findMany({ where: { type: "profile.viewed", workspaceId: "ws_kestrel-security" }, orderBy: { createdAt: "asc" } });

describe("view beacon", () => {
  it("counts ten views from one address within ten minutes once, and from two addresses twice", async () => {
    const before = await views("kestrel-security");
    const eventsBefore = (await events()).length;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await app.api.post("/public/trust/kestrel/view", {}, from("203.0.113.5")));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.counted)).toEqual([true, ...Array(9).fill(false)]);
    expect(answers[0].body.slug).toBe("kestrel-security");
    expect(await views("kestrel-security")).toBe(before + 1);
    for (let i = 0; i < 10; i++) await app.api.post("/public/trust/kestrel/view", {}, from("203.0.113.6"));
    expect(await views("kestrel-security")).toBe(before + 2);
    expect((await events()).length).toBe(eventsBefore + 2);
  });

  it("counts one view when many arrive at once from one address", async () => {
    const before = await views("kestrel-security");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.api.post("/public/trust/kestrel-security/view", {}, from("203.0.113.40"))),
    );
    expect(answers.filter((a) => a.body.counted)).toHaveLength(1);
    expect(await views("kestrel-security")).toBe(before + 1);
  });

  it("treats one IPv6 /64 as one client network", async () => {
    const before = await views("ledgerline");
    await app.api.post("/public/trust/ledgerline/view", {}, from("2001:db8:1:2::1"));
    await app.api.post("/public/trust/ledgerline/view", {}, from("2001:db8:1:2::ffff"));
    expect(await views("ledgerline")).toBe(before + 1);
    await app.api.post("/public/trust/ledgerline/view", {}, from("2001:db8:1:3::1"));
    expect(await views("ledgerline")).toBe(before + 2);
  });

  it("counts again once the ten minutes have passed", async () => {
    const first = await app.api.post("/public/trust/kestrel/view", {}, from("203.0.113.77"));
    expect(first.body.counted).toBe(true);
    expect((await app.api.post("/public/trust/kestrel/view", {}, from("203.0.113.77"))).body.counted).toBe(false);
    // Age the gate instead of sleeping: the window is stored as the time it closes.
    const gate = await app.db.viewGate.findFirstOrThrow({ where: { companyId: "kestrel-security" }, orderBy: { until: "desc" } });
    const window =
      gate.until.getTime() -
      (await app.db.profileView.findFirstOrThrow({ where: { viewerHash: gate.viewerHash }, orderBy: { at: "desc" } })).at.getTime();
    expect(window).toBe(10 * 60 * 1000);
    await app.db.viewGate.update({
      where: { companyId_viewerHash: { companyId: gate.companyId, viewerHash: gate.viewerHash } },
      data: { until: new Date(Date.now() - 1) },
    });
    expect((await app.api.post("/public/trust/kestrel/view", {}, from("203.0.113.77"))).body.counted).toBe(true);
  });

  it("stores a keyed hash, never the address, and queues profile.viewed with slug, referrer and time", async () => {
    const t0 = Date.now();
    await app.api.post(
      "/public/trust/kestrel/view",
      { referrer: "https://buyer.example/vendors/kestrel?token=secret#x" },
      from("198.51.100.23"),
    );
    const row = await app.db.profileView.findFirstOrThrow({ where: { companyId: "kestrel-security" }, orderBy: { at: "desc" } });
    expect(row.viewerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("198.51.100.23");
    expect(row.referrer).toBe("https://buyer.example/vendors/kestrel");
    const evt = (await events()).at(-1)!;
    expect(evt.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(evt.dispatchedAt).toBeNull();
    expect(evt.data).toEqual({ slug: "kestrel-security", referrer: "https://buyer.example/vendors/kestrel", at: row.at.getTime() });
    expect(row.at.getTime()).toBeGreaterThanOrEqual(t0 - 1000);
    // The same address viewing another company gets another hash: rows cannot be joined across companies.
    await app.api.post("/public/trust/ledgerline/view", {}, from("198.51.100.23"));
    const other = await app.db.profileView.findFirstOrThrow({ where: { companyId: "ledgerline" }, orderBy: { at: "desc" } });
    expect(other.viewerHash).not.toBe(row.viewerHash);
  });

  it("takes the referrer from the Referer header when the body has none", async () => {
    await app.api.request("POST", "/public/trust/kestrel/view", {
      headers: { ...from("198.51.100.24"), referer: "https://news.example/a/b?q=1" },
    });
    const row = await app.db.profileView.findFirstOrThrow({ where: { companyId: "kestrel-security" }, orderBy: { at: "desc" } });
    expect(row.referrer).toBe("https://news.example/a/b");
  });

  it("refuses a bad referrer or an unknown field with 400 naming it", async () => {
    const bad = await app.api.post("/public/trust/kestrel/view", { referrer: "javascript:alert(1)" }, from("198.51.100.25"));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "bad_request", errors: [{ in: "body", name: "referrer" }] });
    const unknown = await app.api.post("/public/trust/kestrel/view", { viewer: "me" }, from("198.51.100.25"));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("bad_request");
    const notJson = await app.api.request("POST", "/public/trust/kestrel/view", {
      headers: { "content-type": "application/json" },
      rawBody: "{",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toBe("bad_json");
    const big = await app.api.post(
      "/public/trust/kestrel/view",
      { referrer: `https://x.example/${"a".repeat(5000)}` },
      from("198.51.100.25"),
    );
    expect(big.status).toBe(413);
  });

  it("records nothing for an unclaimed or private profile", async () => {
    const before = await app.db.profileView.count();
    const harbor = await app.api.post("/public/trust/harbor-labs/view", {}, from("198.51.100.30"));
    expect(harbor.status).toBe(404);
    expect(harbor.body).toMatchObject({ status: "unclaimed" });
    const quiet = await app.api.post("/public/trust/quietline/view", {}, from("198.51.100.30"));
    expect(quiet.body).toMatchObject({ status: "private" });
    expect(await app.db.profileView.count()).toBe(before);
  });
});

describe("the profile read records views the same way", () => {
  it("counts a read once per window, shared with the beacon, and queues the event", async () => {
    const before = await views("ledgerline");
    const eventsBefore = await app.db.outboxEvent.count({ where: { workspaceId: "ws_ledgerline", type: "profile.viewed" } });
    for (let i = 0; i < 3; i++)
      expect((await app.api.get("/public/trust/ledgerline", { ...from("192.0.2.50"), referer: "https://a.example/p" })).status).toBe(200);
    expect(await views("ledgerline")).toBe(before + 1);
    expect((await app.api.post("/public/trust/ledgerline/view", {}, from("192.0.2.50"))).body.counted).toBe(false);
    const evt = await app.db.outboxEvent.findFirstOrThrow({
      where: { workspaceId: "ws_ledgerline", type: "profile.viewed" },
      orderBy: { createdAt: "desc" },
    });
    expect(evt.data).toMatchObject({ slug: "ledgerline", referrer: "https://a.example/p" });
    expect(await app.db.outboxEvent.count({ where: { workspaceId: "ws_ledgerline", type: "profile.viewed" } })).toBe(eventsBefore + 1);
  });

  it("does not count reads of unpublished or moved profiles", async () => {
    const before = await app.db.profileView.count();
    await app.api.get("/public/trust/quietline", from("192.0.2.51"));
    await app.api.get("/public/trust/lumen-analytics", from("192.0.2.51"));
    expect(await app.db.profileView.count()).toBe(before);
  });
});
