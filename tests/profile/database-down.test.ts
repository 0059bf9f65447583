// The second kind of nothing: when the store cannot be read, the profile read is a 503 naming what
// failed, with Retry-After, and never `found: false`. The store fails for real in each case: a
// database nobody listens for, a table that cannot be read, and finally the app's own database closed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentDbHolder, installDb, prismaOnPostgres, type DbHolder } from "@/lib/platform/db/client";
import { withColumnOffline, withTableOffline } from "@/tests/helpers/store-failure";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const profile = (headers?: Record<string, string>) => app.web.get("/api/network/profile?q=lumen-analytics", headers);

function expectUnavailable(res: Awaited<ReturnType<typeof profile>>, code: string) {
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ error: code });
  expect(res.body.found).toBeUndefined();
  expect(res.body.message).toMatch(/says nothing about the company/);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(res.headers.get("cache-control")).toBe("no-store");
}

describe("a store that cannot be read", () => {
  it("a database that does not answer: 503 record_unavailable on profile, history and keys; reads recover when it is back", async () => {
    const own = currentDbHolder();
    const dead = prismaOnPostgres("postgresql://svc@127.0.0.1:1/unreachable");
    installDb({ kind: "postgres", client: Promise.resolve(dead), close: () => dead.$disconnect() });
    try {
      expectUnavailable(await profile(), "record_unavailable");
      expectUnavailable(await app.web.get("/api/network/profile?q=harbor-labs"), "record_unavailable");
      expectUnavailable(await app.web.get("/api/network/profile/history?q=lumen-analytics"), "record_unavailable");
      expectUnavailable(await app.web.get("/api/network/profile/history?q=lumen-analytics&version=1"), "record_unavailable");
      expect((await app.api.get("/public/keys")).status).toBe(503);
      const problem = await profile({ accept: "application/problem+json" });
      expect(problem.status).toBe(503);
      expect(problem.body).toMatchObject({
        code: "record_unavailable",
        retryable: true,
        next_action: "retry_later",
        retry_after: 5,
        request_id: problem.headers.get("x-request-id"),
      });
      expect(problem.body.retry_at).toMatch(/Z$/);
      // The cheap answers that need no store still answer.
      expect((await app.web.get("/api/network/profile?q=x.invalid")).body.found).toBe(false);
      expect((await app.web.get("/api/network/profile?q=lumen-analytics&contract=3")).status).toBe(400);
    } finally {
      installDb(own);
      await dead.$disconnect();
    }
    expect((await profile()).status).toBe(200);
  });

  it("a witnessed summary that cannot be read: 503 witnessed_record_unavailable", async () => {
    // Reads never touch Reading; the witnessed summary lives on Company (issue 14).
    await withColumnOffline(app.db, "Company", "lastStatement", async () =>
      expectUnavailable(await profile(), "witnessed_record_unavailable"),
    );
    expect((await profile()).status).toBe(200);
  });

  it("record versions that cannot be read: 503 profile_read_unavailable (history: record_unavailable)", async () => {
    await withTableOffline(app.db, "RecordVersion", async () => {
      expectUnavailable(await profile(), "profile_read_unavailable");
      expectUnavailable(await app.web.get("/api/network/profile/history?q=lumen-analytics"), "record_unavailable");
    });
    expect((await profile()).status).toBe(200);
  });

  it("the app's own database stopped: 503 with a reason, never found: false", async () => {
    const own: DbHolder = currentDbHolder();
    await own.close();
    // Stopped once for good; the harness's stop() must not stop it twice.
    installDb({ ...own, close: async () => {} });
    expectUnavailable(await profile(), "record_unavailable");
    expectUnavailable(await app.web.get("/api/network/profile?q=quietline"), "record_unavailable");
  });
});
