// `npm run witness`: the operator task reads one company now against the configured database (here an
// embedded one in a temporary DATA_DIR) and a local world named by WITNESS_WORLD_FILE, and prints every
// check; --domain adds a domain with no company yet as an unclaimed, witnessed-only company.
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { GOOD_HEADERS, startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { operatorEnv, runTask } from "@/tests/helpers/cli";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";

let dataDir: string;
let world: LocalWorld;

const withDb = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dataDir, undefined, fn);

const witness = (...args: string[]) =>
  runTask("witness", args, operatorEnv(dataDir, { WITNESS_WORLD_FILE: path.join(dataDir, "world.json") }));

beforeAll(async () => {
  dataDir = await migratedDataDir("svc-witness-cli-");
  world = await startLocalWorld([
    { domain: "cli-co.example", headers: { ...GOOD_HEADERS, "referrer-policy": undefined } },
    { domain: "domain-only.example" },
  ]);
  world.writeTo(path.join(dataDir, "world.json"));
  await withDb((db) =>
    db.company.create({
      data: {
        id: "cli-co",
        slug: "cli-co",
        name: "CLI Co",
        sortName: "cli co",
        domain: "cli-co.example",
        jurisdiction: "EU",
        publication: "published",
        isNetwork: true,
      },
    }),
  );
});
afterAll(async () => {
  await world?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// Each run is a tsx process opening the embedded database: tens of seconds on a busy machine.
describe("npm run witness", { timeout: 180_000 }, () => {
  it("--company reads it now, prints every check and stores the reading with its statement", async () => {
    const r = await witness("--company", "cli-co");
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/passed 12, failed 1, not read 0; standing witnessed/);
    expect(r.stdout).toMatch(/failed\s+headers\.referrer_policy: absent/);
    const stored = await withDb((db) => db.reading.findMany({ where: { companyId: "cli-co" } }));
    expect(stored).toHaveLength(1);
    expect(JSON.parse((stored[0]!.statement as { payload: string }).payload)).toMatchObject({
      statement: 1,
      counts: { passed: 12, failed: 1, not_read: 0 },
    });
    // Home page, security.txt and the company's declaration (/.well-known/svc-declaration.json).
    expect(world.requests.get("cli-co.example")).toBe(3);
  });

  it("--domain adds a domain-only unclaimed company and reads it", async () => {
    const r = await witness("--domain", "Domain-Only.example");
    expect(r.code).toBe(0);
    const company = await withDb((db) => db.company.findUnique({ where: { domain: "domain-only.example" } }));
    expect(company).toMatchObject({
      slug: "d--domain-only.example",
      name: "domain-only.example",
      tagline: null,
      publication: "unclaimed",
      totalReadings: 1,
      lastStanding: "witnessed",
    });
  });

  it("refuses bad arguments and unknown companies with a clear message", async () => {
    const none = await witness();
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/exactly one of --company and --domain/);
    const unknown = await witness("--company", "nobody");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no company with slug "nobody"/);
    const bad = await witness("--domain", "not a domain");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/not a domain name/);
  });
});
