// The fuzz suite: hostile values for every parameter and body field of every operation in the two served
// OpenAPI documents. `npm test` sends a seeded sample; `npm run fuzz` sends at least 20,000 (FUZZ_REQUESTS).
// long-running (hundreds of hostile requests): the sequencer starts it early (tests/setup/sequencer.ts).
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { allCases, sample, type FuzzCase } from "@/tests/fuzz/openapi-fuzz";
import { sendCases } from "@/tests/fuzz/send-cases";

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? "700");
const SEED = Number(process.env.FUZZ_SEED ?? "16");

let app: TestApp;
let cases: FuzzCase[];
beforeAll(async () => {
  app = await startApp();
  const web = await app.web.get("/openapi.json");
  const worker = await app.web.get("/openapi.yaml");
  expect(web.status).toBe(200);
  expect(worker.status).toBe(200);
  cases = allCases([
    { doc: web.body, host: "web" },
    { doc: parse(worker.text), host: "api" },
  ]);
});
afterAll(async () => {
  await app?.stop();
});

describe("fuzz from the served OpenAPI documents", () => {
  it("generates cases for every operation of both documents", () => {
    const ops = new Set(cases.map((c) => `${c.op.host} ${c.method} ${c.op.path}`));
    expect([...ops]).toEqual(
      expect.arrayContaining([
        "web GET /api/network/suggest",
        "web POST /api/network/batch",
        "api GET /public/trust/{slug}",
        "api POST /v1/tokens",
      ]),
    );
    expect(cases.length).toBeGreaterThan(500);
  });

  it(`answers ${REQUESTS} hostile requests (seed ${SEED}) with no 5xx, and every 4xx with X-Request-Id and a registry code`, async () => {
    const report = await sendCases(app, sample(cases, REQUESTS, SEED));
    console.log(`fuzz: ${report.sent} sent, by status ${JSON.stringify(report.byStatus)}, ${report.failures.length} failures`);
    for (const f of report.failures.slice(0, 200)) console.log(`  ${f.status} ${f.why}: ${f.label} ${f.excerpt.slice(0, 120)}`);
    expect(report.failures.slice(0, 20)).toEqual([]);
    expect(report.sent).toBe(REQUESTS);
    // The sample really reached the refusals it is about, not only 404s.
    expect(report.byStatus[400]).toBeGreaterThan(REQUESTS / 10);
  }, 1_200_000);
});
