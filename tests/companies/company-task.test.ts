// `npm run company`: the operator grants, transfers, lists and removes company claims by hand against the
// configured database (here an embedded one in a temporary DATA_DIR), with an audit event each time.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { runOperatorTask } from "@/tests/helpers/cli";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";

let dataDir: string;
const withDb = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dataDir, undefined, fn);
const company = (...args: string[]) => runOperatorTask("company", args, dataDir);

beforeAll(async () => {
  dataDir = await migratedDataDir("svc-company-task-");
  await withDb((db) =>
    db.workspace.createMany({
      data: [
        { id: "ws-a", slug: "alpha", name: "Alpha" },
        { id: "ws-b", slug: "beta", name: "Beta" },
      ],
    }),
  );
}, 60_000);
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run company", () => {
  it("refuses bad usage, a bad domain and an unknown workspace, changing nothing", () => {
    expect(company().stderr).toMatch(/usage: npm run company/);
    expect(company("add", "co.uk", "--workspace", "alpha").stderr).toMatch(/domain: "co.uk" is a public suffix/);
    const unknown = company("add", "acme-op.example", "--workspace", "nobody");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no workspace with slug "nobody"/);
  }, 120_000);

  it("add grants a verified claim by hand; transfer moves it; list shows it; remove makes it unclaimed", async () => {
    const added = company("add", "Acme-Op.example", "--workspace", "alpha");
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/granted acme-op to workspace alpha/);
    let row = await withDb((db) => db.company.findUniqueOrThrow({ where: { domain: "acme-op.example" } }));
    expect(row).toMatchObject({ workspaceId: "ws-a", publication: "private" });

    const moved = company("transfer", "acme-op.example", "--to", "beta");
    expect(moved.status, moved.stderr).toBe(0);
    row = await withDb((db) => db.company.findUniqueOrThrow({ where: { domain: "acme-op.example" } }));
    expect(row.workspaceId).toBe("ws-b");
    const listed = company("list").stdout;
    expect(listed).toMatch(/acme-op\.example\tacme-op\tbeta\tverified \(operator\)\towner, private/);
    expect(listed).toMatch(/acme-op\.example\tacme-op\talpha\tunverified/);

    const removed = company("remove", "acme-op.example");
    expect(removed.status, removed.stderr).toBe(0);
    row = await withDb((db) => db.company.findUniqueOrThrow({ where: { domain: "acme-op.example" } }));
    expect(row).toMatchObject({ workspaceId: null, publication: "unclaimed" });
    const audit = await withDb((db) =>
      db.auditEvent.findMany({ orderBy: { seq: "asc" }, select: { workspaceId: true, action: true, actorType: true } }),
    );
    expect(audit).toEqual([
      { workspaceId: "ws-a", action: "company.granted", actorType: "operator" },
      { workspaceId: "ws-b", action: "company.transferred", actorType: "operator" },
      { workspaceId: "ws-a", action: "company.transferred", actorType: "operator" },
      { workspaceId: "ws-a", action: "company.removed", actorType: "operator" },
      { workspaceId: "ws-b", action: "company.removed", actorType: "operator" },
    ]);
  }, 240_000);
});
