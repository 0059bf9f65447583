// The demo network stays true while it runs: the seeded history was taken by the engine against the demo
// world (lib/seed, lib/seed/demo-world.ts), so three simulated hours of the scheduler's slots on
// a fake clock, reading the same world the way `npm run dev` does, leave every fixture in the state the
// docs/operations.md documents, with the `svc check` exit code it documents, lumen-analytics' continuity grown
// instead of reset, and the latest statements verifying with `svc verify`.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { manualClock, setClock, type ManualClock } from "@/lib/platform/clock";
import { integratePending } from "@/lib/statement-log/integrate";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LastReadings } from "@/lib/transports/pages/components/last-readings";
import { readLastReadings } from "@/lib/transports/pages/views/last-readings-view";
import { DUE_COMPANIES, jitterOffsetMs, readJob, slotStart } from "@/lib/witness/engine/schedule";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startDemoWorld, type DemoWorld } from "@/lib/seed/demo-world";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const HOUR = 3_600_000;
let app: TestApp;
let world: DemoWorld;
let clock: ManualClock;
let before: { lumen: number; readings: number };
const logLines: Record<string, unknown>[] = [];
let slots = 0;
const lastSeeded = new Map<string, unknown>();
const summary = { checksRun: true, checksPassed: true, standing: true } as const;

const profile = async (slug: string) => (await app.web.get(`/api/network/profile?q=${slug}`)).body;
const svc = (args: string[]) => runSvc([...args, "--json"], { env: { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl } });

beforeAll(async () => {
  app = await startApp({ LOG_INTEGRATE_MS: "0", LOG_LEVEL: "info" });
  world = await startDemoWorld();
  installWorld(world.live);
  before = {
    lumen: (await profile("lumen-analytics")).witnessed.continuity.unbrokenReadings,
    readings: await app.db.reading.count(),
  };
  // The scheduler's slots, as `npm run dev` runs them: on start the current slot (a company already read
  // in it is skipped), then one slot an hour, each company read at its fixed offset inside the hour.
  const start = Date.now();
  clock = manualClock(start);
  setClock(clock);
  const due = await app.db.company.findMany({ where: DUE_COMPANIES, select: { id: true } });
  // The engine's log lines, as the server prints them.
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    for (const line of String(chunk).split("\n")) if (line.startsWith('{"t":')) logLines.push(JSON.parse(line));
    return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  });
  for (const { id } of due)
    lastSeeded.set(id, await app.db.reading.findFirst({ where: { companyId: id }, orderBy: { takenAt: "desc" }, select: summary }));
  for (let h = 0; h <= 3; h++) {
    const slot = new Date(slotStart(new Date(start)).getTime() + h * HOUR);
    const order = due.map((c) => ({ id: c.id, at: Math.max(start, slot.getTime() + jitterOffsetMs(c.id)) })).sort((a, b) => a.at - b.at);
    if (h === 3) break;
    slots++;
    for (const c of order) {
      clock.set(c.at);
      await readJob({ companyId: c.id, slot: slot.toISOString(), due: due.length });
    }
  }
  spy.mockRestore();
  clock.set(start + 3 * HOUR);
  while ((await integratePending(app.db)).integrated > 0);
});
afterAll(async () => {
  setClock(undefined);
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("three simulated hours of the scheduler on the demo world", () => {
  it("read every due company each hour, one log line per reading and one per slot", async () => {
    const taken = logLines.filter((l) => l.msg === "reading taken");
    const done = logLines.filter((l) => l.msg === "witness slot done");
    expect(done).toHaveLength(slots);
    for (const d of done) expect(d).toMatchObject({ due: lastSeeded.size, failed: 0 });
    const total = done.reduce((n, d) => n + Number(d.taken), 0);
    expect(total).toBe(taken.length);
    expect(done.reduce((n, d) => n + Number(d.taken) + Number(d.skipped), 0)).toBe(slots * lastSeeded.size);
    expect(await app.db.reading.count()).toBe(before.readings + taken.length);
    const lumen = taken.find((l) => l.company === "lumen-analytics");
    expect(lumen).toMatchObject({
      passed: 12,
      failed: 1,
      not_read: 0,
      standing: "witnessed",
      log_index: "pending",
      ms: expect.any(Number),
    });
    expect(taken.find((l) => l.company === "brightpath-hr")).toMatchObject({ passed: 0, standing: null });
  });

  it("shows the last ten readings, newest first, with their log index once integrated", async () => {
    const last = await readLastReadings(app.db);
    expect(last).toHaveLength(10);
    expect(last.map((r) => r.takenAt)).toEqual([...last.map((r) => r.takenAt)].sort().reverse());
    for (const r of last) expect(r.logIndex).toEqual(expect.any(Number));
    const html = renderToStaticMarkup(createElement(LastReadings, { readings: last }));
    expect(html).toContain("The last 10 readings, newest first");
    expect(html.match(/<tr>/g)).toHaveLength(11);
    expect(html).toContain(`href="/network/company/${last[0]!.slug}"`);
    expect(renderToStaticMarkup(createElement(LastReadings, { readings: [] }))).toContain("No reading has been taken yet.");
  });

  it("lumen-analytics: still witnessed, 12 of 13 checks, continuity grown instead of reset, check 0, verify valid", async () => {
    const p = await profile("lumen-analytics");
    expect(p.witnessed).toMatchObject({ standing: "witnessed", coverage: { checksRun: 13, checksPassed: 12 } });
    expect(p.witnessed.continuity.unbrokenReadings).toBeGreaterThan(before.lumen);
    expect(p.witnessed.continuity.unbrokenReadings).toBe(p.witnessed.continuity.totalReadings);
    expect((await svc(["check", "lumen-analytics.example"])).code).toBe(0);
    const logKey = (await app.api.get("/log")).body.verifier_key;
    const verified = await svc(["verify", "lumen-analytics.example", "--log-key", logKey]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
    expect(await jsonOf(verified, "verify")).toMatchObject({ outcome: "valid", subject: { slug: "lumen-analytics" } });
  });

  it("brightpath-hr: its host does not answer, so standing stays null; check 5", async () => {
    const p = await profile("brightpath-hr");
    expect(p.witnessed.standing).toBeNull();
    expect(p.witnessed.lastWitnessed).not.toBeNull();
    const res = await svc(["check", "brightpath-hr.example"]);
    expect(res.code).toBe(5);
    expect(await jsonOf(res, "check")).toMatchObject({ state: "listed_not_witnessed" });
  });

  it("freshstart-io: its continuity begins with the readings after the seed; check 0, verify valid", async () => {
    const p = await profile("freshstart-io");
    expect(p.witnessed.standing).toBe("witnessed");
    expect(p.witnessed.continuity.unbrokenReadings).toBeGreaterThanOrEqual(3);
    expect((await svc(["check", "freshstart-io.example"])).code).toBe(0);
    const verified = await svc(["verify", "freshstart-io.example"]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  });

  it("juniper-audit: no host in the world, listed but never witnessed; check 5", async () => {
    const res = await svc(["check", "juniper-audit.example"]);
    expect(res.code).toBe(5);
    expect(await jsonOf(res, "check")).toMatchObject({ state: "listed_not_witnessed", witnessed: { standing: null } });
    expect(await app.db.reading.count({ where: { companyId: "juniper-audit", standing: "witnessed" } })).toBe(0);
  });

  it("harbor-labs (unclaimed) is never read, check 1; quietline stays private", async () => {
    expect(await app.db.reading.count({ where: { companyId: "harbor-labs" } })).toBe(0);
    expect((await svc(["check", "harbor-labs.example"])).code).toBe(1);
    expect((await profile("quietline")).found).toBe(false);
    expect((await svc(["check", "quietline.example"])).code).toBe(1);
  });

  it("kestrel-security and ledgerline (worker route, read): check 0", async () => {
    expect((await svc(["check", "kestrel-security.example"])).code).toBe(0);
    expect((await svc(["check", "ledgerline.example"])).code).toBe(0);
  });

  it("blankslate-dev: worker route, no host, nothing witnessed; check 5", async () => {
    expect(await app.db.reading.count({ where: { companyId: "blankslate-dev", standing: "witnessed" } })).toBe(0);
    expect((await svc(["check", "blankslate-dev.example"])).code).toBe(5);
  });

  it("the scheduler's latest reading of every company agrees with the seed's last one", async () => {
    for (const [id, seeded] of lastSeeded) {
      if (!seeded) continue;
      const latest = await app.db.reading.findFirst({ where: { companyId: id }, orderBy: { takenAt: "desc" }, select: summary });
      expect(latest, id).toEqual(seeded);
    }
  });
});
