// `svc check` as a child process against a served instance: each fixture's state and exit code, the
// input normalisation and its usage errors, the read's bounds (no redirects, one retry, size cap),
// a stopped server (3, never 1), a closed pipe (7) and the retired commands.
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

const check = (target: string, extra: string[] = ["--json"], e = env) => runSvc(["check", target, ...extra], { env: e });

describe("fixture companies", () => {
  it("lumen-analytics: listed and witnessed, exit 0, counts apart, signature not checked", async () => {
    const res = await check("lumen-analytics.example");
    expect(res.code).toBe(0);
    const doc = await jsonOf(res, "check");
    const profile = (await app.web.get("/api/network/profile?q=lumen-analytics.example")).body;
    expect(doc).toMatchObject({
      command: "check",
      exit_code: 0,
      state: "listed_witnessed",
      listed: true,
      domain: "lumen-analytics.example",
      slug: "lumen-analytics",
      profile_url: `${app.baseUrl}/network/company/lumen-analytics`,
      witnessed: { standing: "witnessed", last_reading_at: profile.witnessed.lastWitnessed },
      counts: {
        witnessed_checks_run: profile.witnessed.coverage.checksRun,
        witnessed_checks_passed: profile.witnessed.coverage.checksPassed,
        company_declarations: profile.facts.filter((f: any) => f.origins.includes("company-declared")).length,
      },
      signing_key_id: profile.witnessStatement.key_id,
      signature_checked: false,
      record: { version: profile.record.version, digest: profile.record.digest },
    });
    expect(doc.counts.company_declarations).toBeGreaterThan(0);
    expect(doc.counts.witnessed_checks_run).toBeGreaterThan(0);
  });

  it("harbor-labs (unclaimed): not listed, exit 1", async () => {
    const res = await check("harbor-labs.example");
    expect(res.code).toBe(1);
    expect(await jsonOf(res, "check")).toMatchObject({
      state: "not_listed",
      listed: false,
      listed_on: null,
      domain: "harbor-labs.example",
    });
  });

  it("a published company never read (juniper-audit): listed but not witnessed, exit 5", async () => {
    const res = await check("juniper-audit.example");
    expect(res.code).toBe(5);
    const doc = await jsonOf(res, "check");
    expect(doc).toMatchObject({ state: "listed_not_witnessed", listed: true, witnessed: { standing: null }, signing_key_id: null });
  });

  it("blankslate-dev (worker route only, nothing read): no Network record, its worker-route page answers, exit 5", async () => {
    const profile = await app.web.get("/api/network/profile?q=blankslate-dev.example");
    expect(profile.body.found).toBe(false);
    const res = await check("blankslate-dev.example");
    expect(res.code).toBe(5);
    const doc = await jsonOf(res, "check");
    expect(doc).toMatchObject({
      state: "listed_not_witnessed",
      listed: true,
      listed_on: "worker_route",
      witnessed: { standing: null, last_reading_at: null },
      signing_key_id: null,
    });
    expect(doc.read_from).toMatch(/\/public\/trust\/blankslate-dev\.example$/);
    const text = await check("blankslate-dev.example", []);
    expect(text.stdout).toMatch(/listed on the worker route only \(no Network record\); the last reading witnessed nothing/);
  });

  it("the text answer names the date, counts apart and says the signature was not checked", async () => {
    const res = await check("lumen-analytics.example", []);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/listed on the Network; the last reading witnessed it/);
    expect(res.stdout).toMatch(/witnessed checks: +\d+ passed of \d+ run/);
    expect(res.stdout).toMatch(/company declarations: +\d+ \(the company's own statements, counted apart/);
    expect(res.stdout).toMatch(/signature: +not checked by this command/);
    expect(res.stdout).toMatch(/last reading: +\d{4}-\d\d-\d\dT/);
  });
});

describe("input normalisation", () => {
  it("case, www., trailing dot, default port, scheme and path all name the same company", async () => {
    const res = await check("https://WWW.Lumen-Analytics.EXAMPLE.:443/pricing?x=1");
    expect(res.code).toBe(0);
    expect(await jsonOf(res, "check")).toMatchObject({ domain: "lumen-analytics.example", state: "listed_witnessed" });
  });

  it.each([
    ["user:secret@lumen-analytics.example", /user name or password/],
    ["https://user@lumen-analytics.example/", /user name or password/],
    ["10.1.2.3", /IP address/],
    ["http://[::1]/", /IP address/],
    ["ftp://lumen-analytics.example", /only http and https/],
    ["lumen-analytics", /single label/],
    ["", /empty/],
  ])("refuses %j as a usage error (2) naming what is wrong", async (input, message) => {
    const res = await check(input);
    expect(res.code).toBe(2);
    const doc = await jsonOf(res, "check");
    expect(doc.error.code).toBe("usage");
    expect(doc.error.message).toMatch(message);
  });

  it("a missing argument or an unknown option is a usage error with one JSON document", async () => {
    const missing = await runSvc(["check", "--json"], { env });
    expect(missing.code).toBe(2);
    expect((await jsonOf(missing, "check")).error.message).toMatch(/missing required argument 'domain'/);
    const unknown = await runSvc(["check", "x.example", "--json", "--frobnicate"], { env });
    expect(unknown.code).toBe(2);
    expect((await jsonOf(unknown, "check")).error.message).toMatch(/unknown option '--frobnicate'/);
  });
});

describe("the service unreachable or misbehaving: exit 3, never an answer about the company", () => {
  it("a stopped server gives 3, not 1", async () => {
    const port = await freePort();
    const res = await check("harbor-labs.example", ["--json"], {
      SVC_BASE_URL: `http://localhost:${port}`,
      SVC_API_URL: `http://api.localhost:${port}`,
    });
    expect(res.code).toBe(3);
    const doc = await jsonOf(res, "check");
    expect(doc.error).toMatchObject({ code: "service_error" });
    expect(doc.error.message).toMatch(/could not connect/);
    expect(doc.state).toBeUndefined();
  });

  async function withServer(handler: http.RequestListener, run: (base: string, hits: () => number) => Promise<void>) {
    let count = 0;
    const server = http.createServer((req, res) => {
      count += 1;
      handler(req, res);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    try {
      await run(`http://localhost:${port}`, () => count);
    } finally {
      await new Promise((r) => server.close(r));
    }
  }

  it("a 503 is retried once, then reported as 3", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(503, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "record_unavailable", message: "The record could not be read." }));
      },
      async (base, hits) => {
        const res = await check("lumen-analytics.example", ["--json"], { SVC_BASE_URL: base });
        expect(res.code).toBe(3);
        expect((await jsonOf(res, "check")).error.message).toMatch(/answered 503: The record could not be read/);
        expect(hits()).toBe(2);
      },
    );
  });

  it("one 502 then an answer: the retry gets the answer", async () => {
    const profile = (await app.web.get("/api/network/profile?q=harbor-labs.example")).text;
    let first = true;
    await withServer(
      (_req, res) => {
        res.writeHead(first ? 502 : 200, { "content-type": "application/json" });
        res.end(first ? "{}" : profile);
        first = false;
      },
      async (base, hits) => {
        // The worker route is read from the real API host: harbor-labs is not published there either.
        const res = await check("harbor-labs.example", ["--json"], { ...env, SVC_BASE_URL: base });
        expect(res.code).toBe(1);
        expect(hits()).toBe(2);
      },
    );
  });

  it("a redirect is not followed, and a 4xx is not retried", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(302, { location: "http://elsewhere.example/" });
        res.end();
      },
      async (base, hits) => {
        const res = await check("lumen-analytics.example", ["--json"], { SVC_BASE_URL: base });
        expect(res.code).toBe(3);
        expect((await jsonOf(res, "check")).error.message).toMatch(/redirects are not followed/);
        expect(hits()).toBe(1);
      },
    );
  });

  it("an answer over 1 MiB is refused", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(`{"found":false,"pad":"${"x".repeat(1024 * 1024)}"}`);
      },
      async (base) => {
        const res = await check("lumen-analytics.example", ["--json"], { SVC_BASE_URL: base });
        expect(res.code).toBe(3);
        expect((await jsonOf(res, "check")).error.message).toMatch(/larger than 1048576 bytes/);
      },
    );
  });

  it("an answer that does not follow contract 2 is a service error, not a guess", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ found: true, score: 97 }));
      },
      async (base) => {
        const res = await check("lumen-analytics.example", ["--json"], { SVC_BASE_URL: base });
        expect(res.code).toBe(3);
        expect((await jsonOf(res, "check")).error.message).toMatch(/does not follow contract 2/);
      },
    );
  });
});

describe("delivery and retired commands", () => {
  it("a reader that closed the pipe gets exit 7", async () => {
    const res = await runSvc(["check", "lumen-analytics.example", "--json"], { env, closeStdout: true });
    expect(res.code).toBe(7);
  });

  it.each(["scan", "eu"])("svc %s exits 2 with one sentence saying it was retired and why", async (name) => {
    const res = await runSvc([name, "lumen-analytics.example", "--json"], { env });
    expect(res.code).toBe(2);
    const doc = await jsonOf(res, name);
    expect(doc).toMatchObject({ retired: true });
    expect(doc.message).toMatch(/was retired: .* issues no verdict/);
    const text = await runSvc([name], { env });
    expect(text.code).toBe(2);
    expect(text.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("no command is a usage error (2), still one JSON document with --json", async () => {
    const res = await runSvc(["--json"]);
    expect(res.code).toBe(2);
    expect(JSON.parse(res.stdout)).toMatchObject({
      exit_code: 2,
      error: { code: "usage", message: "a command is required (see svc --help)" },
    });
    expect((await runSvc([])).code).toBe(2);
  });

  it("--help prints the exit-code table", async () => {
    const res = await runSvc(["--help"]);
    expect(res.code).toBe(0);
    for (const line of [
      / 0 +listed and witnessed/,
      / 1 +not listed/,
      / 2 +usage/,
      / 3 +service error/,
      / 4 +partial/,
      / 5 +listed, but/,
      / 7 +output not delivered/,
      / 8 +signature or key invalid/,
      / 9 +binding mismatch/,
      /10 +superseded/,
    ]) {
      expect(res.stdout).toMatch(line);
    }
  });
});
