// The newcomer's path: the server on the embedded database (no DATABASE_URL), migrated and seeded on first
// start and held under a lock that a second process respects with a clear message.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTask, SERVER_ENTRY, startEntry } from "@/tests/helpers/cli";
import { HttpClient } from "@/tests/helpers/client";
import { freePort } from "@/tests/helpers/free-port";

let dataDir: string;
let server: Awaited<ReturnType<typeof startEntry>>;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "svc-embedded-"));
  port = await freePort();
  server = await startEntry(
    SERVER_ENTRY,
    [],
    {
      NODE_ENV: "production",
      MAIL_TRANSPORT: "log",
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: dataDir,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      API_URL: `http://api.localhost:${port}`,
      WITNESS_SIGNING_KEYS: undefined,
      LOG_LEVEL: "info",
    },
    /"msg":"serving"/,
  );
}, 200_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the embedded database", () => {
  it("is migrated and seeded with the demo network on first start, and serves both hosts", async () => {
    expect(server.output()).toMatch(/seeded the demo network/);
    const web = await new HttpClient(`http://localhost:${port}`).get("/api/problems");
    expect(web.status).toBe(200);
    const api = await new HttpClient(`http://api.localhost:${port}`).get("/public/anything");
    expect(api.status).toBe(404);
    expect(api.headers.get("x-svc-os-disclaimer")).toMatch(/never grades/);
  });

  it("refuses a second process with a clear message instead of opening it twice", async () => {
    const second = await runTask("db-migrate", [], { DATABASE_URL: undefined, DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/in use by another process/);
  });

  it("migrates a fresh data directory with db:migrate, and finds nothing to do the second time", async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), "svc-migrate-"));
    try {
      const first = await runTask("db-migrate", [], { DATABASE_URL: undefined, DATA_DIR: fresh });
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/applied \d{14}_init/);
      const again = await runTask("db-migrate", [], { DATABASE_URL: undefined, DATA_DIR: fresh });
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(/0 applied/);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});
