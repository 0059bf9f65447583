// Verify and publish under load across app instances (issue 29), each a real `lib/transports/server/main.ts` process.
// On PostgreSQL: two instances share one database, and 200 concurrent requests (a verify and a publish on
// each instance, for each of 50 companies) give exactly one record version per successful publish, versions
// numbered without gap or repeat, and one verified owner per company. On the embedded database (one
// process may hold it) the same runs on one instance with fewer companies.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { closeDb, type Db } from "@/lib/platform/db/client";
import { resetEnvCache } from "@/lib/platform/env";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { cookieFrom, PASSWORD } from "@/tests/auth/support";
import { startAppInstance, type AppInstance } from "@/tests/helpers/app-instance";
import { HttpClient } from "@/tests/helpers/client";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";
import { CLIENT_HEADER, uniqueIpv4 } from "@/tests/profile/limit-helpers";
import { cloneBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

const ON_POSTGRES = !!process.env.DATABASE_URL;
const COMPANIES = ON_POSTGRES ? 50 : 10;
const ids = Array.from({ length: COMPANIES }, (_, i) => `racer-${String(i).padStart(2, "0")}`);
const tokens = new Map(ids.map((id) => [id, randomBytes(24).toString("base64url")]));
const EMAIL = "racer-owner@example.test";
// The race spends the per-network verification limit (120 a minute) from one client address of its own:
// on PostgreSQL the instances count in the suite's shared Redis, where 127.0.0.1 is every other test file
// too (a claim test running beside this one was refused its own add with 429).
const CLIENT = { [CLIENT_HEADER]: uniqueIpv4() };

let world: LocalWorld;
let dir: string;
let pgUrl: string | undefined;
const instances: AppInstance[] = [];
const withDb = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dir, pgUrl, fn);

beforeAll(async () => {
  Object.assign(process.env, testEnv());
  resetEnvCache();
  dir = ON_POSTGRES ? mkdtempSync(path.join(tmpdir(), "svc-claim-instances-")) : await migratedDataDir("svc-claim-instances-");
  world = await startLocalWorld(ids.map((id) => ({ domain: `${id}.example` })));
  for (const id of ids) world.description.txt[`_svc-challenge.${id}.example`] = [[`svc-verification=${tokens.get(id)}`]];
  world.writeTo(path.join(dir, "world.json"));
  if (ON_POSTGRES) pgUrl = (await cloneBase()).url;
  const passwordHash = await hashPassword(PASSWORD);
  await withDb(async (db) => {
    await db.workspace.create({ data: { id: "ws-racers", slug: "racers", name: "Racers" } });
    await db.user.create({
      data: {
        email: EMAIL,
        passwordHash,
        emailConfirmedAt: new Date(),
        memberships: { create: { workspaceId: "ws-racers", role: "owner" } },
      },
    });
    await db.company.createMany({
      data: ids.map((id) => ({ id, slug: id, name: id, sortName: id, domain: `${id}.example`, jurisdiction: "" })),
    });
    await db.companyClaim.createMany({
      data: ids.map((id) => ({
        id: `cl-${id}`,
        companyId: id,
        workspaceId: "ws-racers",
        state: "unverified",
        dnsToken: tokens.get(id)!,
        fileToken: randomBytes(24).toString("base64url"),
        tokenExpiresAt: new Date(Date.now() + 86_400_000),
      })),
    });
  });
  // The queue off: the witnessing engine would read every verified company meanwhile.
  for (let i = 0; i < (ON_POSTGRES ? 2 : 1); i++)
    instances.push(await startAppInstance(dir, pgUrl, { JOBS: "off", TRUSTED_PROXY_HEADER: CLIENT_HEADER }));
}, 240_000);

afterAll(async () => {
  for (const i of instances) await i.stop();
  await world?.close();
  if (ON_POSTGRES) await closeDb();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(
  ON_POSTGRES ? "two instances on one PostgreSQL database, 50 companies" : "one instance on the embedded database, 10 companies",
  () => {
    it("concurrent verify and publish requests give one record version per publish and no duplicate claim", async () => {
      const clients = instances.map((i) => new HttpClient(i.output().match(/Web host: (\S+)/)![1]!));
      const signedIn = await clients[0]!.post("/api/auth/sign-in", { email: EMAIL, password: PASSWORD }, CLIENT);
      expect(signedIn.status, signedIn.text).toBe(200);
      const cookie = cookieFrom(signedIn);
      const requests = ids.flatMap((id) =>
        [0, 1].flatMap((n) => {
          const client = clients[n % clients.length]!;
          return [
            {
              id,
              kind: "verify",
              send: () => client.post(`/api/workspace/companies/${id}/verification`, undefined, { cookie, ...CLIENT }),
            },
            {
              id,
              kind: "publish",
              send: () => client.post(`/api/workspace/companies/${id}/publication`, { visibility: "published" }, { cookie, ...CLIENT }),
            },
          ];
        }),
      );
      expect(requests).toHaveLength(COMPANIES * 4);
      // A saturated instance answers 503 (`capacity_saturated`, or `record_unavailable` when a transaction
      // waited too long), and retries can meet the per-network limit
      // (429 with Retry-After): both are retryable, and the client retries as the registry tells it to.
      const sendWithRetry = async (send: () => ReturnType<HttpClient["post"]>) => {
        for (let attempt = 1; ; attempt++) {
          const res = await send();
          // Every 503 of the registry (capacity_saturated, record_unavailable) is retryable.
          const retryable = res.status === 503 || res.status === 429;
          if (!retryable || attempt === 30) return res;
          const after = Number(res.headers.get("retry-after") ?? 0) * 1000;
          await new Promise((r) => setTimeout(r, Math.max(after, 200 * attempt)));
        }
      };
      const answers = await Promise.all(requests.map(async (r) => ({ ...r, res: await sendWithRetry(r.send) })));
      const errors = () =>
        instances
          .flatMap((i) => i.output().match(/.*"unhandled error".*/g) ?? [])
          .slice(0, 3)
          .join("\n");
      for (const a of answers) {
        if (a.kind === "verify") expect(a.res.status, `${a.res.text}\n${errors()}`).toBe(200);
        // A publish that ran before either verification committed is refused, naming the state.
        else expect([200, 409], a.res.text).toContain(a.res.status);
      }
      const published = new Map<string, number>();
      for (const a of answers) if (a.kind === "publish" && a.res.status === 200) published.set(a.id, (published.get(a.id) ?? 0) + 1);
      const { versions, companies, claims, statements } = await withDb(async (db) => ({
        versions: await db.recordVersion.findMany({
          where: { companyId: { in: ids } },
          select: { companyId: true, version: true, kind: true },
        }),
        companies: await db.company.findMany({ where: { id: { in: ids } }, select: { id: true, workspaceId: true } }),
        claims: await db.companyClaim.findMany({ where: { companyId: { in: ids } }, select: { companyId: true, state: true } }),
        statements: await db.claimStatement.findMany({ where: { companyId: { in: ids } }, select: { companyId: true, event: true } }),
      }));
      for (const id of ids) {
        const mine = versions
          .filter((v) => v.companyId === id)
          .map((v) => v.version)
          .sort((a, b) => a - b);
        expect(mine, id).toEqual(Array.from({ length: published.get(id) ?? 0 }, (_, i) => i + 1));
      }
      expect(companies.every((c) => c.workspaceId === "ws-racers")).toBe(true);
      expect(claims.filter((c) => c.state === "verified")).toHaveLength(COMPANIES);
      // Two racing verifications of one claim make one owner, so one signed claim statement per company.
      expect(statements.map((s) => `${s.companyId}:${s.event}`).sort()).toEqual(ids.map((id) => `${id}:verified`).sort());
      // Publishing afterwards always works, and mints exactly one more version.
      const again = await clients
        .at(-1)!
        .post(`/api/workspace/companies/${ids[0]}/publication`, { visibility: "published" }, { cookie, ...CLIENT });
      expect(again.status).toBe(200);
      expect(again.body.version).toBe((published.get(ids[0]!) ?? 0) + 1);
    }, 300_000);
  },
);
