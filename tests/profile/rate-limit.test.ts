// Limits of Part 8 on one instance (counted in Redis when the run sets REDIS_URL, else in memory):
// profile 600 a minute, history 120 a minute, per client network, with Retry-After.
// long-running (fills whole limit windows): the sequencer starts it early (tests/setup/sequencer.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import {
  burst,
  CLIENT_HEADER,
  WINDOW_TEST_TIMEOUT_MS,
  MINUTE_MS,
  uniqueIpv4,
  uniqueIpv6Prefix,
  withinOneWindow,
} from "@/tests/profile/limit-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ TRUSTED_PROXY_HEADER: CLIENT_HEADER });
});
afterAll(async () => {
  await app?.stop();
});

describe("profile: 600 a minute per client network", () => {
  it(
    "the 601st read in a minute from one address is 429 rate_limited with Retry-After until the window resets",
    async () => {
      const { ip, first, refused, checkedAt } = await withinOneWindow(25_000, async () => {
        const ip = uniqueIpv4();
        const first = await burst([app.web], "/api/network/profile?q=harbor-labs", 600, ip);
        const checkedAt = Date.now();
        const refused = await app.web.get("/api/network/profile?q=lumen-analytics", { [CLIENT_HEADER]: ip });
        return { ip, first, refused, checkedAt };
      });
      expect(first.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: "rate_limited" });
      expect(refused.body.found).toBeUndefined();
      const retryAfter = Number(refused.headers.get("retry-after"));
      const untilReset = Math.ceil((MINUTE_MS - (checkedAt % MINUTE_MS)) / 1000);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(Math.abs(retryAfter - untilReset)).toBeLessThanOrEqual(2);
      expect(refused.headers.get("cache-control")).toBe("no-store");

      const problem = await app.web.get("/api/network/profile?q=lumen-analytics", {
        [CLIENT_HEADER]: ip,
        accept: "application/problem+json",
      });
      expect(problem.status).toBe(429);
      expect(problem.body).toMatchObject({
        code: "rate_limited",
        retryable: true,
        next_action: "retry_later",
        retry_after: Number(problem.headers.get("retry-after")),
      });
      // X-Forwarded-For is not the configured header: it does not make a new client.
      expect(
        (await app.web.get("/api/network/profile?q=lumen-analytics", { [CLIENT_HEADER]: ip, "x-forwarded-for": uniqueIpv4() })).status,
      ).toBe(429);
      // Another client network is not affected.
      expect((await app.web.get("/api/network/profile?q=lumen-analytics", { [CLIENT_HEADER]: uniqueIpv4() })).status).toBe(200);
    },
    WINDOW_TEST_TIMEOUT_MS,
  );
});

describe("history: 120 a minute per client network", () => {
  it(
    "the 121st history read is 429 with Retry-After; an IPv6 /64 counts as one client network",
    async () => {
      // A new client network on each try: a burst that crossed a minute boundary spent some of the next window.
      const { first, refused, sameNetwork, otherNetwork } = await withinOneWindow(10_000, async () => {
        const prefix = uniqueIpv6Prefix();
        const first = await burst([app.web], "/api/network/profile/history?q=lumen-analytics", 120, `${prefix}::1`);
        const refused = await app.web.get("/api/network/profile/history?q=lumen-analytics", { [CLIENT_HEADER]: `${prefix}::2` });
        const sameNetwork = await app.web.get("/api/network/profile/history?q=lumen-analytics", {
          [CLIENT_HEADER]: `${prefix}:ffff:1:2:3`,
        });
        const otherNetwork = await app.web.get("/api/network/profile/history?q=lumen-analytics", {
          [CLIENT_HEADER]: `${uniqueIpv6Prefix()}::1`,
        });
        return { first, refused, sameNetwork, otherNetwork };
      });
      expect(first.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: "rate_limited" });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(sameNetwork.status).toBe(429);
      expect(otherNetwork.status).toBe(200);
    },
    WINDOW_TEST_TIMEOUT_MS,
  );
});
