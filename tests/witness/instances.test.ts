// The schedule across app instances, each a real `lib/transports/server/main.ts` process with the job queue on.
// On PostgreSQL: two instances share one database and 500 due companies; every company is read exactly
// once in the slot even though one instance is killed mid-run (its claimed jobs come back to the other).
// On the embedded database (one process may hold it): an instance killed mid-run and restarted on the
// same data directory finishes the slot, and still nothing is read twice.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type Db } from "@/lib/platform/db/client";
import { resetEnvCache } from "@/lib/platform/env";
import { WITNESS_READ_JOB } from "@/lib/witness/engine/schedule";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { startAppInstance, type AppInstance } from "@/tests/helpers/app-instance";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";
import { bridgeUrl, untilQueueFinishedAt } from "@/tests/helpers/unfinished-jobs";
import { cloneBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

const ON_POSTGRES = !!process.env.DATABASE_URL;
const COMPANIES = ON_POSTGRES ? 500 : 40;
const HOUR = 3_600_000;

let world: LocalWorld;
let dir: string;
let pgUrl: string | undefined;
const ids = Array.from({ length: COMPANIES }, (_, i) => `fleet-${String(i).padStart(3, "0")}`);

const withDb = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dir, pgUrl, fn);

async function startInstance(): Promise<Instance> {
  return startAppInstance(dir, pgUrl, {
    // Each read job logs its outcome at debug: the test follows progress without opening the database
    // (a second process on an embedded data directory would corrupt it).
    LOG_LEVEL: "debug",
    // The hour compressed: the slot's reads spread over 6 s, a killed instance's jobs back after 5 s.
    WITNESS_SPREAD_MS: "6000",
    WITNESS_READ_EXPIRE_SECONDS: "5",
  });
}

type Instance = AppInstance;

/** Companies whose read job has finished (read, or found already read), from the instances' logs. */
function settled(instances: Instance[]): Set<string> {
  const done = new Set<string>();
  for (const i of instances) {
    for (const m of i.output().matchAll(/"msg":"witness read","company":"(fleet-\d+)","outcome":"(read|already_read)"/g)) done.add(m[1]!);
  }
  return done;
}

async function fleetReadings(): Promise<{ companyId: string; takenAt: Date }[]> {
  return withDb((db) => db.reading.findMany({ where: { companyId: { in: ids } }, select: { companyId: true, takenAt: true } }));
}

async function waitFor(what: string, cond: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  Object.assign(process.env, testEnv());
  resetEnvCache();
  dir = ON_POSTGRES ? mkdtempSync(path.join(tmpdir(), "svc-instances-")) : await migratedDataDir("svc-instances-");
  world = await startLocalWorld(ids.map((id) => ({ domain: `${id}.example` })));
  world.writeTo(path.join(dir, "world.json"));
  if (ON_POSTGRES) pgUrl = (await cloneBase()).url;
  await withDb(async (db) => {
    await db.company.createMany({
      data: ids.map((id) => ({
        id,
        slug: id,
        name: id,
        sortName: id,
        domain: `${id}.example`,
        jurisdiction: "EU",
        publication: "published" as const,
        isNetwork: true,
        listed: true,
      })),
    });
  });
}, 180_000);

afterAll(async () => {
  await world?.close();
  if (ON_POSTGRES) await closeDb();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Per company, how many readings fell in each hour: exactly one in every hour it was read. */
function perSlot(readings: { companyId: string; takenAt: Date }[]): Map<string, number[]> {
  const out = new Map<string, Map<number, number>>();
  for (const r of readings) {
    const slots = out.get(r.companyId) ?? new Map<number, number>();
    const slot = Math.floor(r.takenAt.getTime() / HOUR);
    slots.set(slot, (slots.get(slot) ?? 0) + 1);
    out.set(r.companyId, slots);
  }
  return new Map([...out].map(([k, v]) => [k, [...v.values()]]));
}

describe(
  ON_POSTGRES
    ? "two instances on one PostgreSQL database, 500 due companies"
    : "one instance on the embedded database, killed and restarted",
  () => {
    it("every company is read exactly once in the slot, and killing an instance mid-run loses no reading", async () => {
      const first = await startInstance();
      const second = ON_POSTGRES ? await startInstance() : null;
      const all = [first, ...(second ? [second] : [])];
      try {
        await waitFor("the first readings", async () => settled(all).size >= COMPANIES / 5, 120_000);
        first.child.kill("SIGKILL");
        await new Promise<void>((resolve) => (first.child.exitCode !== null ? resolve() : first.child.once("close", () => resolve())));
        expect(settled(all).size).toBeLessThan(COMPANIES);
        // On the embedded database the instance comes back on the same directory once its lock is stale.
        if (!ON_POSTGRES) {
          await waitFor(
            "the data directory lock to go stale",
            async () => {
              const again = await startInstance().catch(() => null);
              if (again) all.push(again);
              return again !== null;
            },
            60_000,
          );
        }
        await waitFor("every company read", async () => settled(all).size === COMPANIES, 420_000).catch((err) => {
          throw new Error(`${err.message}: ${settled(all).size} of ${COMPANIES} settled`);
        });
        // Any job the killed instance held expires and runs again: once the queue has no read left to run
        // in this slot, it must not have read a second time. (The embedded database is read through the
        // bridge of the instance holding it.)
        await untilQueueFinishedAt(pgUrl ?? bridgeUrl(all.at(-1)!.output()), [WITNESS_READ_JOB], 60_000);
      } finally {
        for (const i of all.slice(1)) await i.stop();
        if (first.child.exitCode === null) first.child.kill("SIGKILL");
      }
      const slots = perSlot(await fleetReadings());
      expect(slots.size).toBe(COMPANIES);
      for (const [company, counts] of slots)
        expect(
          counts.every((n) => n === 1),
          `${company}: ${counts.join(",")}`,
        ).toBe(true);
    }, 720_000);
  },
);
