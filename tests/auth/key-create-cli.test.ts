// `npm run key:create`: the operator's CLI creates a workspace API key against the configured database
// (here an embedded one in a temporary DATA_DIR) and prints it once; only its hash is stored.
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { runOperatorTask } from "@/tests/helpers/cli";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";
import { clientKey } from "@/tests/auth/support";

let dataDir: string;

const withDb = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dataDir, undefined, fn);

function cli(...args: string[]) {
  return runOperatorTask("key-create", args, dataDir);
}

beforeAll(async () => {
  dataDir = await migratedDataDir("svc-key-create-");
  await withDb((db) => db.workspace.create({ data: { id: "ws_cli", slug: "cli-works", name: "CLI Works" } }));
});
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run key:create", () => {
  it("prints a bound key once and stores only its hash and thumbprint", async () => {
    const { jkt } = await clientKey();
    const out = cli("--workspace", "cli-works", "--dpop-jkt", jkt);
    expect(out.status, out.stderr).toBe(0);
    const keys: string[] = out.stdout.match(/tk_live_[A-Za-z0-9_-]{43}/g) ?? [];
    expect(keys).toHaveLength(1);
    const row = await withDb((db) => db.apiKey.findUnique({ where: { keyHash: createHash("sha256").update(keys[0]).digest("hex") } }));
    expect(row).toMatchObject({ workspaceId: "ws_cli", dpopJkt: jkt });
    const audit = await withDb((db) => db.auditEvent.findFirst({ where: { workspaceId: "ws_cli", action: "api_key.created" } }));
    expect(audit).toMatchObject({ actorType: "operator", detail: { kind: "bound", api_key_id: row!.id } });
  }, 120_000);

  it("makes an ingest key without --dpop-jkt, and refuses an unknown workspace or a malformed thumbprint", async () => {
    const ingest = cli("--workspace=cli-works", "--name", "ingest from ci");
    expect(ingest.status, ingest.stderr).toBe(0);
    expect(ingest.stdout).toMatch(/^ingest key /);
    const unknown = cli("--workspace", "no-such-workspace");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no workspace with slug "no-such-workspace"/);
    const bad = cli("--workspace", "cli-works", "--dpop-jkt", "short");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--dpop-jkt must be an RFC 7638/);
    expect(cli().stderr).toMatch(/--workspace is required/);
    expect(await withDb((db) => db.apiKey.count({ where: { workspaceId: "ws_cli" } }))).toBe(2);
  }, 180_000);
});
