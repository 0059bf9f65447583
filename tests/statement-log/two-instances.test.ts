// Two app instances append 5,000 statements written concurrently, and the log stays one tree: no duplicate
// index, no gap, every statement included once, and every checkpoint either instance signed is consistent
// with the next (proofs checked with @transmute/rfc9162). On PostgreSQL the instances are two `npm start`
// processes (lib/transports/server/main.ts) on one database; on the embedded database, which one process holds, they
// are two sequencers in this process.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { startLogSequencer, type LogSequencer } from "@/lib/statement-log/integrate";
import { treeAt } from "@/lib/statement-log/log-store";
import { pendingCount } from "@/lib/statement-log/pending";
import { signWitnessStatement } from "@/lib/witness-record/statement";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { HttpClient } from "@/tests/helpers/client";
import { startSecondInstance, type SecondInstance } from "@/tests/profile/second-instance";
import { testEnv } from "@/tests/setup/test-env";
import { transmuteConsistencyHolds } from "@/tests/statement-log/independent-merkle";

const STATEMENTS = 5_000;
const WRITERS = 2;
const postgres = Boolean(process.env.DATABASE_URL);
const LOG_SIGNING_KEY = JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }));
const LOG_ORIGIN = "two-instances.example/log";

let app: TestApp;
let db: Db;
const instances: SecondInstance[] = [];
const sequencers: LogSequencer[] = [];
let apis: HttpClient[] = [];

beforeAll(async () => {
  app = await startApp({ LOG_SIGNING_KEY, LOG_ORIGIN, LOG_INTEGRATE_MS: "0" });
  db = app.db;
  if (postgres) {
    const url = (await db.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`)[0]!.db;
    const dbUrl = new URL(process.env.DATABASE_URL!);
    dbUrl.pathname = `/${url}`;
    // Production on a shared database refuses to start without its secrets: every instance gets this run's.
    // The witness engine stays off: this test counts exactly the statements it writes.
    const secrets = Object.fromEntries(
      ["SESSION_SECRET", "CURSOR_SECRET", "VIEWER_HASH_KEY", "MASTER_KEY"].map((k) => [k, process.env[k]!]),
    );
    const shared = {
      ...testEnv(),
      ...secrets,
      NODE_ENV: "production",
      MAIL_TRANSPORT: "log",
      JOBS: "off",
      DATABASE_URL: dbUrl.toString(),
      LOG_SIGNING_KEY,
      LOG_ORIGIN,
      LOG_INTEGRATE_MS: "50",
      LOG_BATCH_MAX: "300",
    };
    for (let i = 0; i < 2; i++) instances.push(await startSecondInstance(shared));
    apis = instances.map((s) => new HttpClient(s.web.baseUrl.replace("//localhost", "//api.localhost")));
  } else {
    for (let i = 0; i < 2; i++) sequencers.push(startLogSequencer(db, 50));
    apis = [app.api, app.api];
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(sequencers.map((s) => s.stop()));
  await Promise.all(instances.map((s) => s.stop()));
  await app?.stop();
});

async function writeStatements(companyId: string, writer: number, count: number): Promise<void> {
  const base = Date.UTC(2027, 0, 1) + writer * 1e9;
  for (let done = 0; done < count; done += 50) {
    const rows = [];
    for (let i = done; i < Math.min(count, done + 50); i++) {
      const takenAt = new Date(base + i * 1000);
      const checks = [{ check_id: "tls", source: `writer-${writer}`, passed: true }];
      const statement = await signWitnessStatement({
        subject: { slug: `writer-${writer}`, domain: null },
        takenAt,
        checksRun: 1,
        checksPassed: 1,
        standing: "witnessed",
        checks,
      });
      rows.push({ companyId, takenAt, checksRun: 1, checksPassed: 1, standing: "witnessed", checks, statement: { ...statement } });
    }
    await db.reading.createMany({ data: rows });
  }
}

describe(
  `two instances appending ${STATEMENTS} statements (${postgres ? "PostgreSQL, two processes" : "embedded database, two sequencers"})`,
  { timeout: 600_000 },
  () => {
    it("produce one tree: no duplicate, no gap, every statement included, every checkpoint consistent with the next", async () => {
      const companyId = (await db.company.findUniqueOrThrow({ where: { slug: "lumen-analytics" } })).id;
      const count = async () =>
        Number((await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "Reading" WHERE statement IS NOT NULL`)[0]!.n);
      const before = await count();
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writeStatements(companyId, w, STATEMENTS / WRITERS)));
      const total = await count();
      expect(total).toBe(STATEMENTS + before);

      const deadline = Date.now() + 300_000;
      while ((await pendingCount(db)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await pendingCount(db)).toBe(0);

      // One entry per statement, indices 0..n-1 with neither duplicate nor gap.
      const [stats] = await db.$queryRaw<{ n: bigint; lo: bigint; hi: bigint; readings: bigint }[]>`
      SELECT count(*) AS n, min("index") AS lo, max("index") AS hi, count(DISTINCT "readingId") AS readings FROM "LogEntry"`;
      expect(Number(stats!.n)).toBe(total);
      expect(Number(stats!.lo)).toBe(0);
      expect(Number(stats!.hi)).toBe(total - 1);
      expect(Number(stats!.readings)).toBe(total);
      const missing = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "Reading" r
      WHERE r.statement IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "LogEntry" e WHERE e."readingId" = r.id)`;
      expect(Number(missing[0]!.n)).toBe(0);

      // Every stored checkpoint's root is the tiles' root at its size, and each is consistent with the next.
      const checkpoints = await db.logCheckpoint.findMany({ orderBy: { size: "asc" } });
      expect(checkpoints.length).toBeGreaterThan(2);
      expect(Number(checkpoints.at(-1)!.size)).toBe(total);
      for (const cp of checkpoints) {
        expect((await treeAt(db, Number(cp.size)).root()).equals(Buffer.from(cp.rootHash)), `checkpoint ${cp.size}`).toBe(true);
      }
      const sized = checkpoints.filter((c) => c.size > 0n);
      for (let i = 1; i < sized.length; i++) {
        const [from, to] = [Number(sized[i - 1]!.size), Number(sized[i]!.size)];
        const proof = await apis[i % 2]!.get(`/log/proof/consistency?from=${from}&to=${to}`);
        expect(proof.status).toBe(200);
        const hashes = proof.body.hashes.map((h: string) => Buffer.from(h, "base64"));
        expect(
          await transmuteConsistencyHolds(from, to, Buffer.from(sized[i - 1]!.rootHash), Buffer.from(sized[i]!.rootHash), hashes),
          `${from} -> ${to}`,
        ).toBe(true);
      }
      // Both instances serve the same checkpoint.
      const [a, b] = await Promise.all(apis.map((api) => api.get("/log/checkpoint")));
      expect(a!.status).toBe(200);
      expect(a!.text).toBe(b!.text);
      expect(a!.text.split("\n").slice(0, 2)).toEqual([LOG_ORIGIN, String(total)]);
    });
  },
);
