// Faults of a real PostgreSQL server, on one of the test's own (the suite's shared server is never
// stopped): stopped, every read answers 503 with its reason code and the badge a grey "unavailable" image;
// stalled behind a held lock, a read answers 503 within the statement timeout instead of hanging; more
// stalled requests than the pool holds get capacity_saturated; resumed, normal answers without a restart.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentDbHolder, installDb, prismaOnPostgres, type Db, type DbHolder } from "@/lib/platform/db/client";
import { migratePostgres } from "@/lib/platform/db/migrate-postgres";
import { resetEnvCache } from "@/lib/platform/env";
import { seedDemoNetwork } from "@/lib/seed/demo-network";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { startPrivatePostgres, type PrivatePostgres } from "@/tests/helpers/private-postgres";
import { MCP_HEADERS, toolCall } from "@/tests/mcp/mcp-client";

let app: TestApp;
let server: PrivatePostgres;
let db: Db;
let own: DbHolder;

// A failing read is bounded: an answer later than 5 s fails the test as a hang would. Normal answers and
// the pool-exhaustion burst (30 requests at once on a shared machine) get a looser bound.
const FAULT_BOUND_MS = 5_000;
const LOOSE_BOUND_MS = 30_000;

async function get(host: "web" | "api", path: string, boundMs = FAULT_BOUND_MS) {
  const res = await (host === "web" ? app.web : app.api).stream(path, { redirect: "manual", signal: AbortSignal.timeout(boundMs) });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: /json/.test(res.headers.get("content-type") ?? "") ? JSON.parse(text) : undefined,
  };
}

async function post(host: "web" | "api", path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await (host === "web" ? app.web : app.api).stream(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(FAULT_BOUND_MS),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: /json/.test(res.headers.get("content-type") ?? "") ? JSON.parse(text) : undefined,
  };
}

const READS: [host: "web" | "api", path: string][] = [
  ["web", "/api/network/profile?q=lumen-analytics"],
  ["web", "/api/network/profile/history?q=lumen-analytics"],
  ["web", "/api/mobile/directory/search?q=analytics"],
  ["web", "/api/mobile/directory/featured"],
  ["web", "/api/mobile/directory/vendor/lumen-analytics"],
  ["web", "/api/network/suggest?q=lu"],
  ["web", "/api/network/search?q=analytics"],
  ["web", "/api/public-mesh/lumen-analytics"],
  ["web", "/api/network/changes"],
  ["api", "/public/trust/kestrel-security"],
  ["api", "/public/keys"],
];

// Reads of the later surfaces (the statement log, the witness evidence and the Trust Ledger Token) whose
// normal answer for the fixture may be a 404 (no token is issued for a seeded company yet): stopped, each
// is a 503 with its reason, never a 404 or a 500 that blames the request.
const LATER_READS: [host: "web" | "api", path: string][] = [
  ["api", "/log"],
  ["api", "/log/checkpoint"],
  ["api", "/log/proof/inclusion?index=0&size=1"],
  ["api", "/public/witness/readings/rd_AAAAAAAAAAAAAAAA/evidence"],
  ["api", "/public/trust/kestrel-security/token"],
  ["api", "/public/trust/kestrel-security/bundle"],
];

const UNAVAILABLE = /^(record_unavailable|witnessed_record_unavailable|profile_read_unavailable|capacity_saturated)$/;

function expectUnavailable(res: Awaited<ReturnType<typeof get>>, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(503);
  expect(res.body?.error ?? res.body?.code, what).toMatch(UNAVAILABLE);
  expect(res.body?.found, what).toBeUndefined();
  expect(Number(res.headers.get("retry-after")), what).toBeGreaterThan(0);
  expect(res.headers.get("x-request-id"), what).toMatch(/^[A-Za-z0-9+/=-]{20,200}$/);
}

beforeAll(async () => {
  app = await startApp();
  server = await startPrivatePostgres();
  await migratePostgres(server.url);
  db = prismaOnPostgres(server.url);
  await seedDemoNetwork(db, { now: new Date() });
  own = currentDbHolder();
  installDb({ kind: "postgres", client: Promise.resolve(db), close: () => db.$disconnect() });
}, 420_000);
afterAll(async () => {
  if (own) installDb(own);
  await db?.$disconnect();
  server?.destroy();
  await app?.stop();
});

describe("PostgreSQL faults, on a server of this test's own", () => {
  it("answers normally on the private server", async () => {
    for (const [host, path] of READS) expect((await get(host, path, LOOSE_BOUND_MS)).status, path).toBe(200);
  }, 120_000);

  it("stopped: every read is 503 with its reason code and Retry-After, sign-in too, and the badge a grey 200", async () => {
    server.stop();
    try {
      for (const [host, path] of READS) expectUnavailable(await get(host, path), path);
      const signIn = await post("web", "/api/auth/sign-in", { email: "someone@example.test", password: "whatever it is" });
      expectUnavailable(signIn, "sign-in");
      const badge = await get("api", "/public/trust/kestrel-security/badge.svg");
      expect(badge.status).toBe(200);
      expect(badge.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(badge.text).toMatch(/unavailable/);
      expect(badge.text).not.toMatch(/no profile published/);
    } finally {
      server.start();
    }
  }, 120_000);

  it(
    "stopped: the statement log, witness evidence, token and bundle reads are 503 " +
      "with a reason; MCP says `unavailable`; A2A and the agent card answer at once",
    async () => {
      server.stop();
      try {
        for (const [host, path] of LATER_READS) expectUnavailable(await get(host, path), path);
        // MCP: the JSON-RPC call succeeds and the tool's status is `unavailable`, never `not_listed`.
        const mcp = await post("api", "/public/mcp", toolCall("svc_public_trust_profile", { company: "lumen-analytics" }), MCP_HEADERS);
        expect(mcp.status, mcp.text.slice(0, 200)).toBe(200);
        expect(mcp.body.result.isError).toBe(true);
        expect(mcp.body.result.structuredContent.status).toBe("unavailable");
        // A2A needs an OAuth token before anything is read: refused at once, not hung on the store.
        const a2a = await post("api", "/a2a/v1", { jsonrpc: "2.0", id: 1, method: "message/send", params: {} });
        expect(a2a.status).toBe(401);
        expect(a2a.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9+/=-]{20,200}$/);
        // The agent card and the check mapping are not read from the store: they answer as usual.
        expect((await get("api", "/.well-known/agent-card.json")).status).toBe(200);
        expect((await get("api", "/public/witness/check-mapping")).status).toBe(200);
      } finally {
        server.start();
      }
    },
    120_000,
  );

  it("resumed: normal answers without a restart", async () => {
    for (const [host, path] of READS) expect((await get(host, path, LOOSE_BOUND_MS)).status, path).toBe(200);
    for (const [host, path] of LATER_READS) expect((await get(host, path, LOOSE_BOUND_MS)).status, path).toBeLessThan(500);
    const mcp = await post("api", "/public/mcp", toolCall("svc_public_trust_profile", { company: "lumen-analytics" }), MCP_HEADERS);
    expect(mcp.body.result.structuredContent.status).toBe("found");
  }, 120_000);

  it("stalled behind a held lock: reads answer 503 within the statement timeout, then normally once it is released", async () => {
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query('LOCK TABLE "Company" IN ACCESS EXCLUSIVE MODE');
    try {
      expectUnavailable(await get("web", "/api/network/profile?q=lumen-analytics"), "profile");
      expectUnavailable(await get("web", "/api/network/suggest?q=lu"), "suggest");
      expectUnavailable(await get("web", "/api/mobile/directory/search?q=analytics"), "directory");
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
    }
    expect((await get("web", "/api/network/profile?q=lumen-analytics", LOOSE_BOUND_MS)).status).toBe(200);
  }, 60_000);

  it("more stalled requests than the pool holds: the ones left waiting get 503 capacity_saturated", async () => {
    // A pool of two, so the burst outnumbers it however slowly a loaded machine lets the requests in.
    process.env.DB_POOL_MAX = "2";
    resetEnvCache();
    const small = prismaOnPostgres(server.url);
    delete process.env.DB_POOL_MAX;
    resetEnvCache();
    installDb({ kind: "postgres", client: Promise.resolve(small), close: () => small.$disconnect() });
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query('LOCK TABLE "Company" IN ACCESS EXCLUSIVE MODE');
    let answers: Awaited<ReturnType<typeof get>>[];
    try {
      answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get("web", `/api/network/suggest?q=lu${i}`, LOOSE_BOUND_MS)));
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
      installDb({ kind: "postgres", client: Promise.resolve(db), close: () => db.$disconnect() });
      await small.$disconnect();
    }
    for (const a of answers) expectUnavailable(a, "suggest under load");
    expect(answers.filter((a) => a.body.error === "capacity_saturated" || a.body.code === "capacity_saturated").length).toBeGreaterThan(0);
  }, 60_000);
});
