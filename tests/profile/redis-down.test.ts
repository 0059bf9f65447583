// The counting store is unreachable (REDIS_URL points where nothing listens): reads are not refused for
// the store's sake, and the instance counts alone at the same ceilings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { burst, CLIENT_HEADER, WINDOW_TEST_TIMEOUT_MS, uniqueIpv4, withinOneWindow } from "@/tests/profile/limit-helpers";
import { freePort } from "@/tests/helpers/free-port";

// A minute ceiling of 60, not the default 600: 600 reads can take more than a minute on a loaded machine, and
// the window would pass before the refusal the test waits for.
const LIMIT = 60;
let app: TestApp;
beforeAll(async () => {
  // A port that was just free: nothing listens there.
  app = await startApp({
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    TRUSTED_PROXY_HEADER: CLIENT_HEADER,
    PROFILE_RATE_PER_MINUTE: String(LIMIT),
  });
});
afterAll(async () => {
  await app?.stop();
});

describe("Redis unreachable", () => {
  it("profile and history reads succeed", async () => {
    const ip = uniqueIpv4();
    const profile = await app.web.get("/api/network/profile?q=lumen-analytics", { [CLIENT_HEADER]: ip });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ found: true });
    expect((await app.web.get("/api/network/profile/history?q=lumen-analytics", { [CLIENT_HEADER]: ip })).status).toBe(200);
  });

  it(
    `the instance counts alone at the same ceiling: the ${LIMIT + 1}st read in a minute is 429`,
    async () => {
      const { first, refused } = await withinOneWindow(25_000, async () => {
        const ip = uniqueIpv4();
        const first = await burst([app.web], "/api/network/profile?q=harbor-labs", LIMIT, ip);
        const refused = await app.web.get("/api/network/profile?q=harbor-labs", { [CLIENT_HEADER]: ip });
        return { first, refused };
      });
      expect(first.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    },
    WINDOW_TEST_TIMEOUT_MS,
  );
});
