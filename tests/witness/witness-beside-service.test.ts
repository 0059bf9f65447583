// `npm run witness` beside a running service, on the embedded database (only the service may open it) and on
// PostgreSQL alike: the task asks the service (its loopback operator endpoint, token in DATA_DIR/operator.json)
// to take the reading. The reading reads the service's local world (as `npm run dev` reads the demo world), not
// the real network; the task prints every check and the statement's log index, the service logs the reading,
// its page shows it at once, and a company that does not exist is refused with exit 1.
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/lib/platform/db/client";
import { resetEnvCache } from "@/lib/platform/env";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { spawnSync } from "node:child_process";
import { startAppInstance, type AppInstance } from "@/tests/helpers/app-instance";
import { freePort } from "@/tests/helpers/free-port";
import { operatorEnv, runTask } from "@/tests/helpers/cli";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";
import { loopbackFetch } from "@/tests/helpers/client";
import { cloneBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

const ON_POSTGRES = !!process.env.DATABASE_URL;
let dataDir: string;
let world: LocalWorld;
let service: AppInstance;
let apiPort: number;
let pgUrl: string | undefined;

const witness = (...args: string[]) =>
  runTask(
    "witness",
    args,
    operatorEnv(dataDir, { WITNESS_WORLD_FILE: path.join(dataDir, "world.json"), ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) }),
    180_000,
  );

describe(
  `npm run witness beside a running service on ${ON_POSTGRES ? "PostgreSQL" : "the embedded database"}`,
  { timeout: 300_000 },
  () => {
    beforeAll(async () => {
      dataDir = ON_POSTGRES ? mkdtempSync(path.join(tmpdir(), "svc-witness-beside-")) : await migratedDataDir("svc-witness-beside-");
      // The service's local world (as `npm run dev` has one): a company whose host publishes no CAA record.
      world = await startLocalWorld([{ domain: "beside-co.example", caa: [] }]);
      world.writeTo(path.join(dataDir, "world.json"));
      // A company before the first start, so the service does not seed the demo network (minutes on a busy machine);
      // on PostgreSQL, a clone of the suite's seeded base.
      if (ON_POSTGRES) {
        Object.assign(process.env, testEnv());
        resetEnvCache();
        pgUrl = (await cloneBase()).url;
      }
      await withDataDirDb(dataDir, pgUrl, (db) =>
        db.company.create({
          data: {
            id: "beside-co",
            slug: "beside-co",
            name: "Beside Co",
            sortName: "beside co",
            domain: "beside-co.example",
            jurisdiction: "EU",
            publication: "published",
            isNetwork: true,
          },
        }),
      );
      // JOBS off: the scheduler stays out of it, the reading below is the only one taken after the seed.
      // The API host also on its own port (API_PORT), API_URL following it: what Node's fetch can reach.
      apiPort = await freePort();
      service = await startAppInstance(dataDir, pgUrl, {
        JOBS: "off",
        LOG_LEVEL: "info",
        LOG_INTEGRATE_MS: "500",
        API_PORT: String(apiPort),
        API_URL: `http://localhost:${apiPort}`,
      });
    }, 300_000);
    afterAll(async () => {
      await service?.stop();
      await world?.close();
      if (ON_POSTGRES) await closeDb();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it("announces its operator endpoint in DATA_DIR, readable by its owner only", () => {
      expect(statSync(path.join(dataDir, "operator.json")).mode & 0o077).toBe(0);
    });

    it("--company is taken by the service: the local world's answers, every check, the log index, a log line", async () => {
      const r = await witness("--company", "beside-co");
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^\(taken by the running service, pid \d+\)/);
      expect(r.stdout).toMatch(/passed 12, failed 1, not read 0; standing witnessed/);
      expect(r.stdout).toMatch(/failed\s+dns\.caa: no CAA issue records/);
      const index = /log index: (\d+)/.exec(r.stdout);
      expect(index).not.toBeNull();
      expect(service.output()).toMatch(new RegExp(`"msg":"reading taken","company":"beside-co".*"log_index":${index![1]}`));
      // Home page, security.txt and the declaration: the service's world was read, not the real network.
      expect(world.requests.get("beside-co.example")).toBe(3);
      // The company's page shows the reading as soon as the task returns (the service dropped its cached page).
      const takenAt = /at (\d{4}-\d\d-\d\dT[\d:.]+Z)$/m.exec(r.stdout)![1]!;
      const web = /Web host: (\S+)/.exec(service.output())![1]!;
      const page = await loopbackFetch(`${web}/network/company/beside-co`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`dateTime="${takenAt}"`);
    });

    it("a Node script using only fetch reaches both hosts: the web host on PORT, the API host on API_PORT", () => {
      const web = /Web host: (\S+)/.exec(service.output())![1]!;
      const script = path.join(dataDir, "reach.mjs");
      writeFileSync(
        script,
        `const [web, api] = process.argv.slice(2);
const keys = await fetch(api + "/public/keys");
const keysOnWeb = await fetch(web + "/public/keys");
const problems = await fetch(web + "/api/problems");
console.log(JSON.stringify({ keys: keys.status, kids: (await ` +
          `keys.json()).keys.length, keysOnWeb: keysOnWeb.status, problems: problems.status }));
`,
      );
      const r = spawnSync(process.execPath, [script, web, `http://127.0.0.1:${apiPort}`], { encoding: "utf8", timeout: 60_000 });
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual({ keys: 200, kids: expect.any(Number), keysOnWeb: 404, problems: 200 });
      expect(service.output()).toContain(`API host: http://localhost:${apiPort}   (its own port, API_PORT`);
    });

    it("a company that does not exist: exit 1, said plainly", async () => {
      const r = await witness("--company", "no-such-company");
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('no company with slug "no-such-company"');
    });
  },
);
