// `npm run key:revoke`: the operator's CLI revokes a witness signing key against the configured database
// (here an embedded one in a temporary DATA_DIR), refuses the key that still signs, and the key stays
// published as revoked.
import { generateKeyPairSync } from "node:crypto";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";
import { runOperatorTask } from "@/tests/helpers/cli";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";
import { testEnv } from "@/tests/setup/test-env";

let dataDir: string;
const withDb = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dataDir, undefined, fn);

const privateJwk = (kid: string) => ({ ...generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }), kid });
// Configured in WITNESS_SIGNING_KEYS: "k-new" signs, "k-old" stays published. "k-file" signs when the
// environment configures nothing and DATA_DIR holds the key file; "k-gone" is recorded as signing but no
// longer configured (its instance has not restarted).
const KEYS = Object.fromEntries(["k-new", "k-old", "k-file", "k-gone", "k-leak"].map((kid) => [kid, privateJwk(kid)]));
const HOUR = 3_600_000;
const OLD_RETIRED = new Date(Date.now() - HOUR);

function cli(args: string[], witnessKeys: string[] = []) {
  return runOperatorTask("key-revoke", args, dataDir, {
    WITNESS_SIGNING_KEYS: witnessKeys.length ? JSON.stringify(witnessKeys.map((kid) => KEYS[kid])) : "",
  });
}

const rows = () =>
  withDb((db) =>
    db.signingKey.findMany({ orderBy: { kid: "asc" }, select: { kid: true, notAfter: true, revokedAt: true, compromisedAt: true } }),
  );

beforeAll(async () => {
  Object.assign(process.env, testEnv()); // publishedSigningKeys reads the environment in this process
  dataDir = await migratedDataDir("svc-key-revoke-");
  const notBefore = new Date(Date.now() - 24 * HOUR);
  await withDb((db) =>
    db.signingKey.createMany({
      data: Object.entries(KEYS).map(([kid, jwk]) => ({
        kid,
        alg: "Ed25519",
        publicJwk: { kty: "OKP", crv: "Ed25519", x: jwk.x!, kid, use: "sig", alg: "EdDSA" },
        notBefore,
        notAfter: kid === "k-old" ? OLD_RETIRED : null,
      })),
    }),
  );
});
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run key:revoke", () => {
  it("refuses a malformed argument, an unknown kid and the configured signing key, changing nothing", async () => {
    const before = await rows();
    expect(cli([]).stderr).toMatch(/the kid is required/);
    expect(cli(["--kid"]).stderr).toMatch(/--kid needs a value/);
    expect(cli(["--key", "k-old"]).stderr).toMatch(/unknown argument "--key"/);
    expect(cli(["--kid", "k-old", "--kid", "k-gone"]).stderr).toMatch(/the kid is given twice/);
    const malformed = cli(["--kid", "k old"]);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/^key:revoke failed: the kid must be 1 to 200 printable ASCII/);
    const unknown = cli(["--kid=no-such-key"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no witness signing key with kid "no-such-key"/);

    const signing = cli(["--kid", "k-new"], ["k-new", "k-old"]);
    expect(signing.status).toBe(1);
    expect(signing.stderr).toMatch(
      /"k-new" is still the configured signing key\. Rotate first: put a new key first in WITNESS_SIGNING_KEYS/,
    );
    writeFileSync(path.join(dataDir, "witness-keys.json"), JSON.stringify([KEYS["k-file"]]));
    try {
      const fromFile = cli(["--kid", "k-file"]);
      expect(fromFile.status).toBe(1);
      expect(fromFile.stderr).toMatch(/"k-file" is still the configured signing key/);
    } finally {
      rmSync(path.join(dataDir, "witness-keys.json"));
    }
    expect(await rows()).toEqual(before);
  }, 240_000);

  it("revokes a retired key, keeping its retirement date; a second run says since when and changes nothing", async () => {
    const t0 = Date.now();
    const out = cli(["--kid", "k-old"], ["k-new", "k-old"]);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stderr).toBe("");
    const row = (await rows()).find((r) => r.kid === "k-old")!;
    expect(row.notAfter).toEqual(OLD_RETIRED);
    expect(row.revokedAt!.getTime()).toBeGreaterThanOrEqual(t0);
    expect(row.revokedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(out.stdout).toContain(
      `revoked witness signing key k-old at ${row.revokedAt!.toISOString()} (retired since ${OLD_RETIRED.toISOString()})`,
    );

    const again = cli(["--kid", "k-old"], ["k-new", "k-old"]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(`witness signing key k-old is already revoked, since ${row.revokedAt!.toISOString()}; nothing changed.`);
    expect((await rows()).find((r) => r.kid === "k-old")).toEqual(row);
  }, 120_000);

  it("retires and revokes a key still recorded as signing but no longer configured, without minting a key file", async () => {
    const out = cli(["--kid", "k-gone"]);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/revoked witness signing key k-gone at .* \(retired now too\)/);
    expect(out.stderr).toMatch(/note: k-gone was still recorded as the signing key\. Restart every instance/);
    expect(existsSync(path.join(dataDir, "witness-keys.json"))).toBe(false);
    const after = await rows();
    const gone = after.find((r) => r.kid === "k-gone")!;
    expect(gone.revokedAt).not.toBeNull();
    expect(gone.notAfter).toEqual(gone.revokedAt);
    expect(after.filter((r) => r.revokedAt).map((r) => r.kid)).toEqual(["k-gone", "k-old"]);
    expect(after.find((r) => r.kid === "k-leak")).toMatchObject({ revokedAt: null, compromisedAt: null });

    // As GET {api_url}/public/keys shows them.
    const { keys } = await withDb((db) => publishedSigningKeys(db));
    const byKid = new Map(keys.map((k) => [k.kid, k]));
    expect(byKid.get("k-old")).toMatchObject({
      status: "revoked",
      revoked_at: after.find((r) => r.kid === "k-old")!.revokedAt!.toISOString(),
    });
    expect(byKid.get("k-gone")).toMatchObject({
      status: "revoked",
      revoked_at: gone.revokedAt!.toISOString(),
      retired_at: gone.revokedAt!.toISOString(),
    });
    expect(byKid.get("k-new")).toMatchObject({ revoked_at: null });
  }, 120_000);

  it("--compromised-at: the key positionally, the time its private half leaked; published beside retired_at and revoked_at", async () => {
    const bad = cli(["k-leak", "--compromised-at", "yesterday"], ["k-new", "k-old"]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--compromised-at must be an ISO 8601 time with its offset/);
    const future = cli(["k-leak", "--compromised-at", new Date(Date.now() + 24 * HOUR).toISOString()], ["k-new", "k-old"]);
    expect(future.status).toBe(1);
    expect(future.stderr).toMatch(/lies in the future/);
    expect(cli(["k-leak", "--compromised-at"]).stderr).toMatch(/--compromised-at needs a time/);
    expect(cli(["k-new", "--compromised-at", "2026-01-01T00:00:00Z"], ["k-new", "k-old"]).stderr).toMatch(
      /"k-new" is still the configured signing key/,
    );

    const leakedAt = new Date(Date.now() - 2 * HOUR);
    const out = cli(["k-leak", "--compromised-at", leakedAt.toISOString()], ["k-new", "k-old"]);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain(`marked witness signing key k-leak compromised at ${leakedAt.toISOString()}`);
    const row = (await rows()).find((r) => r.kid === "k-leak")!;
    expect(row).toMatchObject({ compromisedAt: leakedAt, revokedAt: null });
    expect(row.notAfter).not.toBeNull();
    // A later time changes nothing; the key is already known leaked since earlier.
    const later = cli(["--kid", "k-leak", "--compromised-at", new Date(leakedAt.getTime() + HOUR).toISOString()], ["k-new", "k-old"]);
    expect(later.stdout).toContain(`already marked compromised, since ${leakedAt.toISOString()}; nothing changed.`);
    const { keys } = await withDb((db) => publishedSigningKeys(db));
    expect(keys.find((k) => k.kid === "k-leak")).toMatchObject({
      status: "compromised",
      compromised_at: leakedAt.toISOString(),
      revoked_at: null,
      retired_at: row.notAfter!.toISOString(),
    });
  }, 240_000);
});
