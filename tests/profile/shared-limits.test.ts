// Two app instances sharing one Redis count one profile limit together; with Redis stopped, reads are
// still served (each instance then counts alone). The Redis here is a private redis-server, because
// this test stops it and the suite's own REDIS_URL server is shared with other test files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { burst, CLIENT_HEADER, WINDOW_TEST_TIMEOUT_MS, uniqueIpv4, withinOneWindow } from "@/tests/profile/limit-helpers";
import { startPrivateRedis, startSecondInstance, type PrivateRedis, type SecondInstance } from "@/tests/profile/second-instance";

const LIMIT = 60;
let redis: PrivateRedis;
let app: TestApp;
let second: SecondInstance;

beforeAll(async () => {
  redis = await startPrivateRedis();
  // A minute ceiling of 60, not 600: 600 reads over two instances took 75 s on a loaded machine, so the
  // minute had passed before the 601st; 60 fit in one window however busy the machine is.
  // And a Redis command may take 5 s, not 250 ms: on a starved machine a slow answer would make an instance
  // count alone (the fallback, tested in redis-down.test.ts), and this test is about counting together.
  const shared = {
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HEADER: CLIENT_HEADER,
    PROFILE_RATE_PER_MINUTE: String(LIMIT),
    REDIS_COMMAND_TIMEOUT_MS: "5000",
  };
  [app, second] = await Promise.all([startApp(shared), startSecondInstance(shared)]);
});
afterAll(async () => {
  await Promise.allSettled([app?.stop(), second?.stop()]);
  await redis?.stop();
});

describe("two instances sharing Redis", () => {
  it(
    `${LIMIT} reads split over both instances exhaust the minute: the next is 429 on either`,
    async () => {
      const { first, refusedHere, refusedThere } = await withinOneWindow(25_000, async () => {
        const ip = uniqueIpv4();
        const first = await burst([app.web, second.web], "/api/network/profile?q=lumen-analytics", LIMIT, ip);
        const refusedThere = await second.web.get("/api/network/profile?q=lumen-analytics", { [CLIENT_HEADER]: ip });
        const refusedHere = await app.web.get("/api/network/profile?q=lumen-analytics", { [CLIENT_HEADER]: ip });
        return { first, refusedHere, refusedThere };
      });
      expect(first.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      // Each instance answered half: neither alone reached its ceiling.
      expect(first.filter((r) => r.raw.url.startsWith(second.web.baseUrl))).toHaveLength(LIMIT / 2);
      for (const refused of [refusedThere, refusedHere]) {
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ error: "rate_limited" });
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
    },
    WINDOW_TEST_TIMEOUT_MS,
  );

  it("with Redis stopped, reads still succeed on both instances", async () => {
    await redis.stop();
    const ip = uniqueIpv4();
    for (const client of [app.web, second.web]) {
      const res = await client.get("/api/network/profile?q=lumen-analytics", { [CLIENT_HEADER]: ip });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ found: true, slug: "lumen-analytics" });
      const history = await client.get("/api/network/profile/history?q=lumen-analytics", { [CLIENT_HEADER]: ip });
      expect(history.status).toBe(200);
    }
  });
});
