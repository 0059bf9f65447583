// A rollup read whose store fails is a 503 with Retry-After (record_unavailable), never a 404: the
// failure says nothing about the company. The store is made to fail for real by taking a table away.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTableOffline } from "@/tests/helpers/store-failure";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  // Compare is rate limited per client address: each test names its own, so no other file shares its counter.
  app = await startApp({ TRUSTED_PROXY_HEADER: "x-test-client-ip" });
});
afterAll(async () => {
  await app?.stop();
});

describe("store failure", () => {
  it("answers the rollup with 503 record_unavailable and Retry-After, then recovers", async () => {
    const res = await withTableOffline(app.db, "Pillar", () => app.web.get("/api/public-mesh/lumen-analytics"));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ error: "record_unavailable" });
    expect(res.body.message).toMatch(/says nothing about the company/);
    const after = await app.web.get("/api/public-mesh/lumen-analytics");
    expect(after.status).toBe(200);
  });

  it("gives the 503 as a problem document with retry_after when asked", async () => {
    const res = await withTableOffline(app.db, "Company", () =>
      app.web.get("/api/public-mesh/lumen-analytics", { accept: "application/problem+json" }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.body).toMatchObject({ code: "record_unavailable", retryable: true, retry_after: 30, next_action: "retry_later" });
  });

  it("answers compare with 503 when the store fails", async () => {
    const res = await withTableOffline(app.db, "Company", () =>
      app.web.get("/api/compare?handles=lumen-analytics", { "x-test-client-ip": "10.99.0.1" }),
    );
    expect(res.status).toBe(503);
    expect(res.body.error).toBe("record_unavailable");
  });
});
