// Key rotation: a new first key signs new statements, statements of the old key still verify, and a
// key dropped from configuration stays published (the SigningKey table, not the configuration).
import { generateKeyPairSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { signWitnessStatement } from "@/lib/witness-record/statement";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { verifyInFreshProcess } from "@/tests/profile/fresh-process-verify";
import { rebuildContinuity } from "@/lib/witness/engine/rebuild-continuity";

const OLD_KEYS: object[] = JSON.parse(process.env.WITNESS_SIGNING_KEYS!);
const { privateKey } = generateKeyPairSync("ed25519");
// Dated a minute back, so a statement signed now falls inside its validity.
const NEW_KEY = { ...privateKey.export({ format: "jwk" }), kid: "test-witness-2", nbf: Math.floor(Date.now() / 1000) - 60 };

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** A new hourly reading for freshstart-io, signed by whichever key is active in this process. */
async function signNewReading(t: TestApp) {
  const last = await t.db.reading.findFirst({ where: { companyId: "freshstart-io" }, orderBy: { takenAt: "desc" } });
  const takenAt = new Date(last!.takenAt.getTime() + 3600_000);
  const checks = last!.checks as { check_id: string; source: string; passed: boolean }[];
  const statement = await signWitnessStatement({
    subject: { slug: "freshstart-io", domain: "freshstart-io.example" },
    takenAt,
    checksRun: last!.checksRun,
    checksPassed: last!.checksPassed,
    standing: "witnessed",
    checks,
  });
  await t.db.reading.create({
    data: {
      companyId: "freshstart-io",
      takenAt,
      checksRun: last!.checksRun,
      checksPassed: last!.checksPassed,
      standing: "witnessed",
      checks,
      statement: { ...statement },
    },
  });
  // Written by hand, not by the engine: rebuild the summary reads use.
  await rebuildContinuity(t.db, "freshstart-io");
}

describe("rotating the witness signing key", () => {
  it("with [new, old] configured: new statements carry the new key, old ones still verify, both keys are published", async () => {
    app = await startApp({ WITNESS_SIGNING_KEYS: JSON.stringify([NEW_KEY, ...OLD_KEYS]) });
    await signNewReading(app);
    const fresh = (await app.web.get("/api/network/profile?q=freshstart-io")).body.witnessStatement;
    const old = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessStatement;
    expect(fresh.key_id).toBe("test-witness-2");
    expect(old.key_id).toBe("test-witness-1");

    const keys = (await app.api.get("/public/keys")).body.keys;
    const byKid = Object.fromEntries(keys.map((k: any) => [k.kid, k]));
    expect(byKid["test-witness-2"]).toMatchObject({
      status: "active",
      notAfter: null,
      notBefore: new Date(NEW_KEY.nbf * 1000).toISOString(),
    });
    expect(byKid["test-witness-1"]).toMatchObject({ status: "retired", notAfter: expect.stringMatching(/Z$/) });
    expect(keys[0].kid).toBe("test-witness-2");
    expect(await verifyInFreshProcess(keys, fresh)).toBe("valid");
    expect(await verifyInFreshProcess(keys, old)).toBe("valid");
    // A statement does not verify under the other key.
    expect(await verifyInFreshProcess(keys, { ...fresh, key_id: "test-witness-1" })).toBe("invalid");
  });

  it("with only the new key configured, the old key stays published and its statements keep verifying", async () => {
    app = await startApp({ WITNESS_SIGNING_KEYS: JSON.stringify([NEW_KEY]) });
    const old = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessStatement;
    const keys = (await app.web.get("/verify/keys")).body.keys;
    expect(keys.map((k: any) => k.kid).sort()).toEqual(["test-witness-1", "test-witness-2"]);
    expect(keys.find((k: any) => k.kid === "test-witness-1")).toMatchObject({ status: "retired", notAfter: expect.stringMatching(/Z$/) });
    expect(await verifyInFreshProcess(keys, old)).toBe("valid");
  });
});
