// The engine end to end in the app process: read jobs on the queue (pg-boss, on whichever database the
// suite runs) read companies in the local HTTPS world; each reading's statement verifies with node:crypto
// and the published key alone, the served check mapping and evidence manifest hash to the signed digests,
// tampering breaks it, no statement predates its key, and continuity is kept as readings land.
import { createHash, createPublicKey, verify } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobQueue, sendJob, startJobs } from "@/lib/platform/jobs/queue";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { registerWitnessJobs, WITNESS_PRUNE_JOB, WITNESS_READ_JOB } from "@/lib/witness/engine/schedule";
import { runReading } from "@/lib/witness/engine/run-reading";
import { registerLogSequencerJob, startLogSequencerJob } from "@/lib/statement-log/sequencer-job";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let world: LocalWorld;
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

async function addCompany(slug: string, domain: string) {
  await app.db.company.create({
    data: {
      id: slug,
      slug,
      name: slug,
      sortName: slug,
      domain,
      jurisdiction: "EU",
      publication: "published",
      isNetwork: true,
      listed: true,
    },
  });
}

async function readingsOf(companyId: string) {
  return app.db.reading.findMany({ where: { companyId }, orderBy: { takenAt: "asc" } });
}

/** Queues a read of the company for a slot and waits until the reading lands. */
async function readViaQueue(companyId: string, slot: Date): Promise<void> {
  const before = (await readingsOf(companyId)).length;
  await sendJob(WITNESS_READ_JOB, { companyId, slot: slot.toISOString() }, { singletonKey: companyId });
  for (let i = 0; i < 200; i++) {
    if ((await readingsOf(companyId)).length > before) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reading of ${companyId} landed`);
}

beforeAll(async () => {
  app = await startApp();
  world = await startLocalWorld([
    { domain: "steady.example" },
    { domain: "steady-two.example" },
    { domain: "dark.example", dark: true },
    { domain: "lone.example" },
    { domain: "hidden.example" },
    { domain: "back-again.example" },
  ]);
  installWorld(world.description);
  await registerWitnessJobs();
  await registerLogSequencerJob(200);
  await startJobs({ pollingSeconds: 0.5 });
  await startLogSequencerJob();
  await addCompany("steady-co", "steady.example");
});
afterAll(async () => {
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("a reading through the queue", () => {
  it("stores every check with its evidence, the manifest, and a statement that verifies offline", async () => {
    await readViaQueue("steady-co", new Date());
    const [reading] = await readingsOf("steady-co");
    expect(reading).toMatchObject({
      standing: "witnessed",
      checksNotRead: 0,
      checksFailed: 0,
      scope: "outside-in",
      evaluatorVersion: "outside-in/1",
    });
    expect(reading!.checksPassed).toBe(reading!.checksRun);
    const statement = reading!.statement as { payload: string; signature: string; key_id: string; alg: string };
    const payload = JSON.parse(statement.payload);
    expect(payload).toMatchObject({
      statement: 1,
      reading_id: reading!.id,
      subject: { domain: "steady.example", slug: "steady-co" },
      scope: "outside-in",
      taken_at: reading!.takenAt.toISOString(),
      evaluator_version: "outside-in/1",
      counts: { passed: reading!.checksPassed, failed: 0, not_read: 0 },
      key_id: statement.key_id,
    });

    // Verification with node:crypto and nothing but the published raw public key.
    const keys = (await app.api.get("/public/keys")).body.keys as { kid: string; public_key: string }[];
    const key = keys.find((k) => k.kid === statement.key_id)!;
    const publicKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: key.public_key }, format: "jwk" });
    const sig = Buffer.from(statement.signature.replace(/^ed25519:/, ""), "base64");
    expect(verify(null, Buffer.from(statement.payload, "utf8"), publicKey, sig)).toBe(true);

    // The served documents hash to the digests inside the signed bytes.
    const mapping = await app.api.get("/public/witness/check-mapping");
    expect(mapping.status).toBe(200);
    expect(sha256(mapping.text)).toBe(payload.check_mapping_sha256);
    const evidence = await app.api.get(`/public/witness/readings/${reading!.id}/evidence`);
    expect(evidence.status).toBe(200);
    expect(sha256(evidence.text)).toBe(payload.evidence_manifest_sha256);
    expect(evidence.body.items.map((i: { source: string }) => i.source)).toContain("https://steady.example/.well-known/security.txt");
    // Every check's digest is one of the manifest's items.
    const digests = new Set(evidence.body.items.map((i: { sha256: string }) => i.sha256));
    for (const c of reading!.checks as { sha256: string }[]) expect(digests.has(c.sha256)).toBe(true);

    // Tampering with any one signed field breaks verification.
    const tampered = [
      { ...payload, counts: { ...payload.counts, passed: payload.counts.passed - 1, failed: 1 } },
      { ...payload, evidence_manifest_sha256: sha256("something else") },
      { ...payload, check_mapping_sha256: "0".repeat(64) },
      { ...payload, subject: { ...payload.subject, domain: "other.example" } },
      { ...payload, key_id: "another-key" },
    ];
    for (const t of tampered) {
      const bytes = Buffer.from(JSON.stringify(t), "utf8");
      expect(verify(null, bytes, publicKey, sig)).toBe(false);
    }
  });

  it("answers the evidence route's errors from the registry", async () => {
    const bad = await app.api.get("/public/witness/readings/not-an-id/evidence");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("bad_request");
    expect(bad.text).toContain("id");
    const missing = await app.api.get("/public/witness/readings/rd_AAAAAAAAAAAAAAAA/evidence");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("not_found");
  });

  it("a job retried for a slot already read does not read twice", async () => {
    const before = (await readingsOf("steady-co")).length;
    const slot = new Date(Date.now() - 60_000);
    const id = await sendJob(WITNESS_READ_JOB, { companyId: "steady-co", slot: slot.toISOString() }, { singletonKey: "steady-co" });
    expect(id).not.toBeNull();
    for (let i = 0; i < 100; i++) {
      const job = await jobQueue().getJobById(WITNESS_READ_JOB, id!);
      if (job?.state === "completed") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await jobQueue().getJobById(WITNESS_READ_JOB, id!))?.state).toBe("completed");
    expect((await readingsOf("steady-co")).length).toBe(before);
  });
});

describe("the log's sequencer on the job queue", () => {
  it("integrates each new statement, and the seeded ones, into the log without an interval of its own, one job at a time", async () => {
    await readViaQueue("steady-co", new Date());
    const [latest] = await app.db.reading.findMany({ where: { companyId: "steady-co" }, orderBy: { takenAt: "desc" }, take: 1 });
    let entry = null;
    for (let i = 0; i < 200 && !entry; i++) {
      entry = await app.db.logEntry.findUnique({ where: { readingId: latest!.id } });
      if (!entry) await new Promise((r) => setTimeout(r, 100));
    }
    expect(entry?.kind).toBe("statement");
    const checkpoint = await app.db.logCheckpoint.findFirstOrThrow({ orderBy: { size: "desc" } });
    expect(checkpoint.size).toBeGreaterThan(entry!.index);
    // The seeded statements went through the same log: a seeded company with a signed reading has a token
    // and a verification bundle.
    for (const path of ["/public/trust/lumen-analytics/token", "/public/trust/lumen-analytics/bundle"]) {
      const res = await app.api.get(path);
      expect(res.status, path).toBe(200);
    }
    const token = (await app.api.get("/public/trust/lumen-analytics/token")).body;
    expect(token.status).toBe("included");
    expect(token.decoded.log.index).toBeLessThan(Number(checkpoint.size));
    // One sequencer job queued or running at a time, whatever the cron and the chain send.
    const queued = await app.db.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = 'log-sequencer' AND state IN ('created', 'retry')`,
    );
    expect(Number(queued[0]!.n)).toBeLessThanOrEqual(1);
  });
});

describe("keys and statements", () => {
  it("every statement in the database was signed inside its key's validity window", async () => {
    const keys = await app.db.signingKey.findMany();
    const readings = await app.db.reading.findMany({
      where: { NOT: { statement: { equals: null as never } } },
      select: { statement: true },
    });
    let walked = 0;
    for (const r of readings) {
      if (!r.statement) continue;
      const s = r.statement as { payload: string; key_id: string };
      const p = JSON.parse(s.payload);
      const takenAt = new Date(p.taken_at ?? p.reading?.taken_at).getTime();
      const key = keys.find((k) => k.kid === s.key_id)!;
      expect(key, `key ${s.key_id}`).toBeDefined();
      expect(takenAt).toBeGreaterThanOrEqual(key.notBefore.getTime());
      if (key.notAfter) expect(takenAt).toBeLessThan(key.notAfter.getTime());
      walked++;
    }
    expect(walked).toBeGreaterThan(1);
  });
});

describe("continuity kept as readings land", () => {
  it("two agreeing readings set unbroken_since; a reading with no observation sets standing null and keeps the history", async () => {
    await addCompany("cont-co", "steady-two.example");
    const hour = 60 * 60 * 1000;
    // Slots are labels the job checks against the last reading; later slots make each job read.
    await readViaQueue("cont-co", new Date(Date.now() + hour));
    await readViaQueue("cont-co", new Date(Date.now() + 2 * hour));
    const [first, second] = await readingsOf("cont-co");
    const company = await app.db.company.findUniqueOrThrow({ where: { id: "cont-co" } });
    expect(company).toMatchObject({
      unbrokenSince: first!.takenAt,
      unbrokenReadings: 2,
      totalReadings: 2,
      lastStanding: "witnessed",
      firstWitnessedAt: first!.takenAt,
    });
    const profile = await app.web.get("/api/network/profile?q=cont-co");
    expect(profile.body.witnessed.continuity).toMatchObject({
      unbrokenSince: first!.takenAt.toISOString(),
      unbrokenReadings: 2,
      totalReadings: 2,
    });
    expect(profile.body.witnessed.lastWitnessed).toBe(second!.takenAt.toISOString());

    await app.db.company.update({ where: { id: "cont-co" }, data: { domain: "dark.example" } });
    await readViaQueue("cont-co", new Date(Date.now() + 3 * hour));
    const after = await app.db.company.findUniqueOrThrow({ where: { id: "cont-co" } });
    expect(after).toMatchObject({ lastStanding: null, totalReadings: 3, firstWitnessedAt: first!.takenAt, recordBegan: first!.takenAt });
    const [, , third] = await readingsOf("cont-co");
    expect(third).toMatchObject({ standing: null, checksPassed: 0 });
    const dark = await app.web.get("/api/network/profile?q=cont-co");
    expect(dark.body.witnessed).toMatchObject({ standing: null, firstWitnessedAt: first!.takenAt.toISOString() });
    // Continuity is always an object; with nothing observed on the last reading nothing is unbroken.
    expect(dark.body.witnessed.continuity).toMatchObject({ unbrokenSince: null, unbrokenReadings: 0 });
  });
});

describe("an alert after three failed readings in a row", () => {
  it(
    "queues one reading.failing for the workspace on the third failed " + "reading, none after it, and again after a reading that observed",
    async () => {
      const { id: workspaceId } = await app.db.workspace.findFirstOrThrow();
      await app.db.company.create({
        data: {
          id: "fail-co",
          slug: "fail-co",
          name: "Fail Co",
          sortName: "fail co",
          domain: "nowhere.example",
          jurisdiction: "EU",
          workspaceId,
        },
      });
      const alerts = () => app.db.outboxEvent.findMany({ where: { workspaceId, type: "reading.failing" }, orderBy: { createdAt: "asc" } });
      const read = () => runReading(app.db, { companyId: "fail-co" });

      const first = await read();
      expect(first.standing).toBeNull();
      await read();
      expect(await alerts()).toEqual([]);
      const third = await read();
      expect((await alerts()).map((e) => [e.createdAt.getTime(), e.data])).toEqual([
        [
          third.takenAt.getTime(),
          {
            slug: "fail-co",
            domain: "nowhere.example",
            failed_readings: 3,
            since: first.takenAt.getTime(),
            last_witnessed_at: null,
            reasons: [...new Set(third.checks.map((c) => c.reason).filter((r) => r !== null))].sort(),
            url: `${app.baseUrl}/network/company/fail-co`,
          },
        ],
      ]);
      expect((await alerts())[0]!.data).toMatchObject({ reasons: expect.arrayContaining(["unreachable"]) });
      await read();
      expect(await alerts()).toHaveLength(1);

      // A reading that observed something ends the streak; the next three failures are a new one.
      await app.db.company.update({ where: { id: "fail-co" }, data: { domain: "back-again.example" } });
      const seen = await read();
      expect(seen.standing).toBe("witnessed");
      await app.db.company.update({ where: { id: "fail-co" }, data: { domain: "nowhere.example" } });
      const newStreak = await read();
      await read();
      expect(await alerts()).toHaveLength(1);
      await read();
      const [, second] = await alerts();
      expect(second!.data).toMatchObject({
        failed_readings: 3,
        since: newStreak.takenAt.getTime(),
        last_witnessed_at: seen.takenAt.getTime(),
      });
    },
  );
});

describe("companies without a rich profile", () => {
  it(
    "GET /api/mobile/directory/vendor/d--<domain> resolves a witnessed " + "domain with its standing and last reading, nothing undeclared",
    async () => {
      const unread = await app.web.get("/api/mobile/directory/vendor/d--lone.example");
      expect(unread.status).toBe(404);
      expect(unread.body.error).toBe("not_found");
      await app.db.company.create({
        data: {
          id: "d--lone.example",
          slug: "d--lone.example",
          name: "lone.example",
          sortName: "lone.example",
          domain: "lone.example",
          jurisdiction: "unknown",
          publication: "unclaimed",
        },
      });
      await readViaQueue("d--lone.example", new Date());
      const [reading] = await readingsOf("d--lone.example");
      const res = await app.web.get("/api/mobile/directory/vendor/d--LONE.example");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        slug: "d--lone.example",
        name: "lone.example",
        domain: "lone.example",
        tagline: null,
        standing: "Witnessed",
        last_scan: reading!.takenAt.toISOString(),
      });
      // A claimed company its owner keeps private stays not found, read or not.
      await app.db.company.create({
        data: {
          id: "hidden-co",
          slug: "hidden-co",
          name: "Hidden",
          sortName: "hidden",
          domain: "hidden.example",
          jurisdiction: "EU",
          publication: "private",
          workspaceId: (await app.db.workspace.findFirstOrThrow()).id,
        },
      });
      await readViaQueue("hidden-co", new Date());
      expect((await app.web.get("/api/mobile/directory/vendor/d--hidden.example")).status).toBe(404);
    },
  );
});

describe("retention", () => {
  it("the prune job drops the evidence of readings past the methodology's retention, keeping statements and continuity", async () => {
    const old = new Date(Date.now() - 100 * 86_400_000);
    const base = { companyId: "steady-co", checksRun: 1, checksPassed: 1, standing: "witnessed", checks: [{ check_id: "dns.spf" }] };
    const unsigned = await app.db.reading.create({ data: { ...base, takenAt: old } });
    const signed = await app.db.reading.create({
      data: {
        ...base,
        takenAt: new Date(old.getTime() + 1000),
        statement: { payload: "{}", signature: "ed25519:AA==", key_id: "k", alg: "Ed25519", canonicalization: "RFC8785" },
        evidenceManifest: { items: [] },
      },
    });
    const before = await app.db.company.findUniqueOrThrow({ where: { id: "steady-co" }, select: { totalReadings: true } });
    const id = await sendJob(WITNESS_PRUNE_JOB, {});
    for (let i = 0; i < 100 && (await jobQueue().getJobById(WITNESS_PRUNE_JOB, id!))?.state !== "completed"; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await app.db.reading.findUnique({ where: { id: unsigned.id } })).toBeNull();
    expect(await app.db.reading.findUnique({ where: { id: signed.id } })).toMatchObject({
      checks: [],
      evidenceManifest: null,
      statement: { key_id: "k" },
    });
    // Recent readings keep their evidence.
    const fresh = await app.db.reading.findFirst({
      where: { companyId: "steady-co", takenAt: { gt: new Date(Date.now() - 86_400_000) } },
      select: { evidenceManifest: true },
    });
    expect(fresh?.evidenceManifest).toMatchObject({ evidence_manifest: 1 });
    expect(await app.db.company.findUniqueOrThrow({ where: { id: "steady-co" }, select: { totalReadings: true } })).toEqual(before);
    const profile = await app.web.get("/api/network/profile?q=lumen-analytics");
    expect(profile.body.methodology.retention).toContain("P90D");
  });
});

describe("reads never load readings", () => {
  it("profile, batch, page, directory and badge reads issue no query over Reading (Prisma's query log)", async () => {
    const { PrismaClient } = await import("@/lib/platform/db/generated/client");
    const { currentDbHolder, installDb } = await import("@/lib/platform/db/client");
    const holder = currentDbHolder();
    let adapter;
    if (holder.kind === "pglite") {
      const { PrismaPGlite } = await import("pglite-prisma-adapter");
      adapter = new PrismaPGlite(await holder.pglite!);
    } else {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      adapter = new PrismaPg({ connectionString: holder.url! });
    }
    const logged = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
    const queries: string[] = [];
    logged.$on("query", (e: { query: string }) => queries.push(e.query));
    installDb({ ...holder, client: Promise.resolve(logged) });
    try {
      const profile = await app.web.get("/api/network/profile?q=cont-co");
      expect(profile.body.witnessed.firstWitnessedAt).toMatch(/Z$/);
      const batch = await app.web.post("/api/network/batch", { targets: ["cont-co", "lumen-analytics", "steady-co"] });
      expect(batch.status).toBe(200);
      expect(batch.body.results[1].witnessed.standing).toBe("witnessed");
      expect((await app.web.get("/network/company/lumen-analytics")).status).toBe(200);
      expect((await app.web.get("/api/mobile/directory/vendor/lumen-analytics")).status).toBe(200);
      expect((await app.web.get("/api/mobile/directory/search?q=lumen")).status).toBe(200);
      expect((await app.api.get("/public/trust/lumen-analytics/badge.svg")).status).toBe(200);
      expect(queries.some((q) => q.includes('"Company"'))).toBe(true);
      // The log's sequencer job runs in the background of this process and looks for statements not yet in
      // the log (its query joins LogEntry); that is the queue's work, not a read path's.
      expect(queries.filter((q) => q.includes('"Reading"') && !q.includes('"LogEntry"'))).toEqual([]);
    } finally {
      installDb(holder);
      // On PGlite the adapter shares the app's embedded database: disconnecting would close it.
      if (holder.kind === "postgres") await logged.$disconnect();
    }
  });
});
