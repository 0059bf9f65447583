// How the job queue treats failures, on whichever database the suite runs: a job that throws spends its own
// retries, not those of the jobs fetched beside it, and event delivery (safe to repeat, its targets claimed)
// keeps coming back with a growing delay instead of giving up after a few quick tries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVER_JOB } from "@/lib/events/dispatcher";
import { registerJob, sendJobs } from "@/lib/platform/jobs/queue";
import { startEventsWorld, until, type EventsWorld } from "@/tests/events/support";

let world: EventsWorld;

beforeAll(async () => {
  world = await startEventsWorld([]);
});
afterAll(async () => {
  await world?.stop();
});

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  data: { n: number };
}

describe("job failures", () => {
  it("a job that throws spends only its own retries; the jobs fetched with it complete once", async () => {
    const name = "test.batch-isolation";
    const runs = new Map<number, number>();
    await registerJob(
      name,
      async (data) => {
        const n = Number(data.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        if (data.bad) throw new Error("this one fails");
      },
      { batchSize: 4, retryLimit: 1 },
    );
    await sendJobs(
      name,
      [0, 1, 2, 3].map((n) => ({ data: { n, bad: n === 2 } })),
    );
    const rows = await until("every test job in a final state", async () => {
      const r = await world.app.db.$queryRawUnsafe<JobRow[]>(
        `SELECT id, state::text AS state, retry_count, data FROM pgboss.job WHERE name = $1`,
        name,
      );
      return r.length === 4 && r.every((x) => x.state === "completed" || x.state === "failed") ? r : null;
    });
    const byN = new Map(rows.map((r) => [r.data.n, r]));
    for (const n of [0, 1, 3]) {
      expect(byN.get(n)).toMatchObject({ state: "completed", retry_count: 0 });
      expect(runs.get(n)).toBe(1);
    }
    // Tried once and retried once (retryLimit 1), then failed for good.
    expect(byN.get(2)).toMatchObject({ state: "failed", retry_count: 1 });
    expect(runs.get(2)).toBe(2);
  });

  it("delivery jobs retry for days with a doubling delay, not five times at once", async () => {
    const [queue] = await world.app.db.$queryRawUnsafe<
      { retry_limit: number; retry_delay: number; retry_backoff: boolean; policy: string }[]
    >(`SELECT retry_limit, retry_delay, retry_backoff, policy FROM pgboss.queue WHERE name = $1`, DELIVER_JOB);
    expect(queue).toEqual({ retry_limit: 24, retry_delay: 1, retry_backoff: true, policy: "stately" });
  });
});
