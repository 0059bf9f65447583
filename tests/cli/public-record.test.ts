// `svc public-record` as a child process against a served instance: the public-source facts of the
// latest record version, each dated by the first version that carried it unchanged; not listed (1);
// a stopped server (3); a version body that does not match its digest (9).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { freePort } from "@/tests/helpers/free-port";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

let app: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
});
afterAll(async () => {
  await app?.stop();
});

const versionBody = async (n: number) =>
  JSON.parse((await app.web.get(`/api/network/profile/history?q=lumen-analytics&version=${n}`)).body.body);
const has = (body: any, f: any) =>
  body.facts.some((g: any) => g.category === f.category && g.key === f.key && g.origin === "public-source" && g.value === f.value);

describe("svc public-record", () => {
  it("lumen-analytics: the latest version's public-source facts, each dated by the version that first carried it unchanged", async () => {
    const res = await runSvc(["public-record", "lumen-analytics.example", "--json"], { env });
    expect(res.code).toBe(0);
    const doc = await jsonOf(res, "public-record");
    const history = (await app.web.get("/api/network/profile/history?q=lumen-analytics")).body;
    const latest = history.versions[0];
    expect(doc.record).toEqual({ version: latest.version, digest: latest.digest, recorded_at: latest.recorded_at, digest_verified: true });
    const latestBody = await versionBody(latest.version);
    const expected = latestBody.facts.filter((f: any) => f.origin === "public-source");
    expect(expected.length).toBeGreaterThan(0);
    expect(doc.facts.map((f: any) => [f.category, f.key, f.value])).toEqual(expected.map((f: any) => [f.category, f.key, f.value]));
    // Each account names its source as the record carries it (the contested retention: the published terms).
    expect(doc.facts.map((f: any) => f.source)).toEqual(expected.map((f: any) => f.source));
    expect(doc.facts.find((f: any) => f.key === "data-retention")).toMatchObject({
      value: "90 days",
      source: "https://lumen-analytics.example/terms",
    });
    expect(doc.facts.find((f: any) => f.key === "employees")).toMatchObject({
      source: "https://registry.example/companies/lumen-analytics",
    });
    for (const f of doc.facts) {
      const entry = history.versions.find((v: any) => v.version === f.first_recorded_version);
      expect(f.first_recorded_at).toBe(entry.recorded_at);
      for (let n = f.first_recorded_version; n <= latest.version; n++) expect(has(await versionBody(n), f)).toBe(true);
      if (f.first_recorded_version > 1) expect(has(await versionBody(f.first_recorded_version - 1), f)).toBe(false);
    }
    expect(doc.history_complete).toBe(true);
    const text = await runSvc(["public-record", "lumen-analytics.example"], { env });
    expect(text.stdout).toMatch(
      new RegExp(
        String.raw`security/data-retention +Customer data retention: 90 days +` +
          String.raw`\(source: https://lumen-analytics\.example/terms; recorded since \d{4}-`,
      ),
    );
  });

  it("harbor-labs (not on the Network): exit 1", async () => {
    const res = await runSvc(["public-record", "harbor-labs.example", "--json"], { env });
    expect(res.code).toBe(1);
    expect(await jsonOf(res, "public-record")).toMatchObject({ listed: false, domain: "harbor-labs.example" });
  });

  it("a stopped server: exit 3", async () => {
    const port = await freePort();
    const res = await runSvc(["public-record", "lumen-analytics.example", "--json"], { env: { SVC_BASE_URL: `http://localhost:${port}` } });
    expect(res.code).toBe(3);
    expect((await jsonOf(res, "public-record")).error.code).toBe("service_error");
  });

  it("a version body that does not match its digest: exit 9, nothing printed from it", async () => {
    const server = http.createServer(async (req, res) => {
      const real = await app.web.get(req.url!);
      let body = real.body;
      if (new URL(req.url!, "http://x").searchParams.has("version")) body = { ...body, body: body.body.replace("90 days", "9 days") };
      res.writeHead(real.status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const res = await runSvc(["public-record", "lumen-analytics.example", "--json"], {
        env: { SVC_BASE_URL: `http://localhost:${(server.address() as { port: number }).port}` },
      });
      expect(res.code).toBe(9);
      const doc = await jsonOf(res, "public-record");
      expect(doc.mismatch).toMatch(/sha256\(body\) is not the digest/);
      expect(res.stdout).not.toMatch(/9 days/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("a single label or an IP is a usage error", async () => {
    for (const bad of ["lumen-analytics", "192.168.1.1"]) {
      const res = await runSvc(["public-record", bad, "--json"], { env });
      expect(res.code).toBe(2);
    }
  });
});
