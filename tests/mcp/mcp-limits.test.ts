// Units (Part 8): tools/call costs 1 to 4 units by tool, 300 units per 60 s per caller, counted in Redis
// across instances; listing and the handshake are free; over it, HTTP 429 with Retry-After and a
// JSON-RPC error. Two app instances share a private redis-server (this file stops it), and with Redis
// stopped the calls still work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { HttpClient, type TestResponse } from "@/tests/helpers/client";
import { CLIENT_HEADER, MINUTE_MS, WINDOW_TEST_TIMEOUT_MS, uniqueIpv4, withinOneWindow } from "@/tests/profile/limit-helpers";
import { startPrivateRedis, startSecondInstance, type PrivateRedis, type SecondInstance } from "@/tests/profile/second-instance";
import { rpc, toolCall } from "@/tests/mcp/mcp-client";

let redis: PrivateRedis;
let app: TestApp;
let second: SecondInstance;
let secondApi: HttpClient;

beforeAll(async () => {
  redis = await startPrivateRedis();
  const shared = { REDIS_URL: redis.url, TRUSTED_PROXY_HEADER: CLIENT_HEADER };
  [app, second] = await Promise.all([startApp(shared), startSecondInstance(shared)]);
  secondApi = new HttpClient(second.web.baseUrl.replace("//localhost", "//api.localhost"));
});
afterAll(async () => {
  await Promise.allSettled([app?.stop(), second?.stop()]);
  await redis?.stop();
});

const COMPARE = toolCall("svc_compare_companies", { companies: ["lumen-analytics", "kestrel-security"] });
const ASK = toolCall("svc_ask", { question: "What are the limits?" });

/** Sends the calls in order, `concurrency` at a time, alternating between the clients. */
async function send(clients: HttpClient[], bodies: unknown[], ip: string, concurrency = 6): Promise<TestResponse[]> {
  const out: TestResponse[] = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const i = next++;
      out[i] = await rpc(clients[i % clients.length], bodies[i], { [CLIENT_HEADER]: ip });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

function expectRefused(res: TestResponse, checkedAt: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  // Fixed 60 s windows: the units free up when this window ends.
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil((MINUTE_MS - (checkedAt % MINUTE_MS)) / 1000) + 1);
  expect(res.body).toMatchObject({
    jsonrpc: "2.0",
    id: 1,
    error: {
      code: -32029,
      message: expect.stringMatching(
        /^Too many units \(svc_ask costs 1\): at most 300 in this window from one client network \(300 a minute\)\. Retry in \d+ s\.$/,
      ),
      data: { error: "rate_limited", retryable: true, next_action: "retry_later", retry_after: retryAfter },
    },
  });
}

describe("300 units per 60 s per caller, shared by two instances", () => {
  it(
    "calls spend their tool's units across both instances; the 301st unit " +
      "(a 1-unit call) is 429 with Retry-After on either; listing stays free",
    async () => {
      const r = await withinOneWindow(30_000, async () => {
        const ip = uniqueIpv4();
        // 75 compares at 4 units: all 300 units, half spent on each instance.
        const spent = await send([app.api, secondApi], Array(75).fill(COMPARE), ip);
        const checkedAt = Date.now();
        const refusedHere = await rpc(app.api, ASK, { [CLIENT_HEADER]: ip });
        const refusedThere = await rpc(secondApi, ASK, { [CLIENT_HEADER]: ip });
        const listed = await rpc(app.api, { jsonrpc: "2.0", id: 2, method: "tools/list" }, { [CLIENT_HEADER]: ip });
        const init = await rpc(
          secondApi,
          {
            jsonrpc: "2.0",
            id: 3,
            method: "initialize",
            params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
          },
          { [CLIENT_HEADER]: ip },
        );
        const otherCaller = await rpc(app.api, ASK, { [CLIENT_HEADER]: uniqueIpv4() });
        return { spent, refusedHere, refusedThere, listed, init, otherCaller, checkedAt };
      });
      expect(r.spent.map((x) => x.status).filter((s) => s !== 200)).toEqual([]);
      expect(r.spent.every((x) => x.body.result?.structuredContent?.status === "found")).toBe(true);
      // Neither instance alone spent the 300 units: the count is shared.
      expect(r.spent.filter((x) => x.raw.url.startsWith(secondApi.baseUrl))).toHaveLength(37);
      expectRefused(r.refusedHere, r.checkedAt);
      expectRefused(r.refusedThere, r.checkedAt);
      expect(r.listed.status).toBe(200);
      expect(r.listed.body.result.tools).toHaveLength(8);
      expect(r.init.status).toBe(200);
      expect(r.init.body.result.protocolVersion).toBe("2025-06-18");
      expect(r.otherCaller.status).toBe(200);
    },
    WINDOW_TEST_TIMEOUT_MS,
  );

  it("with Redis stopped, calls still work on both instances", async () => {
    await redis.stop();
    const ip = uniqueIpv4();
    for (const api of [app.api, secondApi]) {
      const res = await rpc(api, toolCall("svc_public_trust_profile", { company: "lumen-analytics" }), { [CLIENT_HEADER]: ip });
      expect(res.status).toBe(200);
      expect(res.body.result.structuredContent).toMatchObject({ status: "found", subject: "lumen-analytics" });
    }
  });
});
