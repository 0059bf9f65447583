// Both OpenAPI documents, /interfaces.json and /section-capabilities.json, fetched over HTTP, checked
// with validators we did not write (swagger-parser, Redocly's linter, Ajv against live responses).
import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let web: any;
let worker: any;
let workerYaml: string;
beforeAll(async () => {
  app = await startApp();
  const w = await app.web.get("/openapi.json");
  expect(w.status).toBe(200);
  web = w.body;
  const y = await app.web.get("/openapi.yaml");
  expect(y.status).toBe(200);
  expect(y.headers.get("content-type")).toContain("application/yaml");
  workerYaml = y.text;
  worker = parse(workerYaml);
});
afterAll(async () => {
  await app?.stop();
});

async function redoclyErrors(source: string, name: string) {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source, absoluteRef: name, config });
  return problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
}

describe("/openapi.json (web host)", () => {
  it("is OpenAPI 3.1 that swagger-parser validates", async () => {
    expect(web.openapi).toBe("3.1.0");
    expect(web.servers).toEqual([{ url: app.baseUrl }]);
    await expect(SwaggerParser.validate(structuredClone(web))).resolves.toHaveProperty(["paths", "/api/network/profile"]);
  });

  it("passes Redocly's recommended lint with no errors", async () => {
    expect(await redoclyErrors(JSON.stringify(web), "openapi.json")).toEqual([]);
  });

  it("derives error responses from the contract and the registry", async () => {
    const get = web.paths["/api/public-mesh/{handle}"].get;
    expect(get.responses["404"]["x-error-codes"]).toEqual(["not_found"]);
    expect(get.responses["503"]["x-error-codes"]).toEqual(["record_unavailable"]);
    expect(get.responses["503"].headers["Retry-After"]).toMatchObject({ description: expect.any(String) });
    expect(get.responses["503"].content["application/problem+json"].schema.$ref).toBe("#/components/schemas/Problem");
    const cmp = web.paths["/api/compare"].get;
    expect(cmp.responses["429"]["x-error-codes"]).toEqual(["rate_limited"]);
    expect(cmp.responses["429"].headers["Retry-After"]).toBeUndefined();
    expect(cmp.responses["400"]["x-error-codes"]).toEqual(expect.arrayContaining(["missing_parameter", "invalid_request"]));
    expect(get["x-cache-control"]).toBe("public, max-age=300, s-maxage=300");
  });

  it("describes the bodies the routes really send (Ajv against the generated components)", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "web", components: web.components });
    const check = async (path: string, component: string) => {
      const res = await app.web.get(path, { "x-request-id": "contract-check-0123456789" });
      expect(res.status, path).toBeLessThan(500);
      const validate = ajv.getSchema(`web#/components/schemas/${component}`)!;
      expect(validate(res.body), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    };
    await check("/api/public-mesh/lumen-analytics", "PublicRollup");
    await check("/api/public-mesh/kestrel", "PublicRollup");
    await check("/api/compare?handles=lumen-analytics,kestrel,brightpath-hr&at.lumen-analytics=2", "CompareResult");
    await check("/api/legal/privacy", "LegalDocument");
    await check("/api/version", "Version");
    await check("/api/public-mesh/quietline", "Error");
    await check("/interfaces.json", "Interfaces");
    await check("/section-capabilities.json", "SectionCapabilities");
    await check("/api/problems", "ProblemRegistry");
  });
});

describe("/openapi.yaml (worker contract)", () => {
  it("is the worker contract 1.0 released 2026-08-22, valid OpenAPI 3.1", async () => {
    expect(worker.openapi).toBe("3.1.0");
    expect(worker.info.version).toBe("1.0");
    expect(worker.info["x-released"]).toBe("2026-08-22");
    expect(worker.servers).toEqual([{ url: app.apiUrl }]);
    await expect(SwaggerParser.validate(structuredClone(worker))).resolves.toHaveProperty(["paths", "/public/trust/{slug}"]);
    expect(await redoclyErrors(workerYaml, "openapi.yaml")).toEqual([]);
  });

  it("holds API host routes only, and the web document web host routes only", () => {
    const workerPaths = Object.keys(worker.paths ?? {});
    for (const p of workerPaths) expect(p, p).toMatch(/^\/(public|v1|log|a2a|\.well-known)(\/|$)/);
    for (const p of Object.keys(web.paths)) expect(p, p).not.toMatch(/^\/(public|v1|log|a2a|\.well-known)(\/|$)/);
  });
});

describe("/interfaces.json", () => {
  it("lists every route of both documents with its contract status, and the other interfaces", async () => {
    const res = await app.web.get("/interfaces.json");
    expect(res.status).toBe(200);
    const statuses = ["supported", "documented, not versioned", "deprecated", "experimental", "planned"];
    expect(res.body.statuses.map((s: any) => s.id)).toEqual(statuses);
    const byId = new Map(res.body.interfaces.map((i: any) => [i.id, i]));
    for (const [doc, host] of [
      [web, "web"],
      [worker, "api"],
    ] as const) {
      for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
        for (const [method, op] of Object.entries<any>(item)) {
          const entry: any = byId.get(op.operationId);
          expect(entry, op.operationId).toMatchObject({ host, path, method: method.toUpperCase(), status: op["x-support-status"] });
        }
      }
    }
    for (const i of res.body.interfaces) expect(statuses, i.id).toContain(i.status);
    for (const id of ["mcp", "a2a", "cli", "webhooks-endpoint-channel", "network-profile-contract-v1"]) expect(byId.has(id), id).toBe(true);
    expect((byId.get("network-profile-contract-v1") as any).status).toBe("deprecated");
    // Nothing answers at a planned interface yet, so it names no URL to try.
    for (const i of res.body.interfaces.filter((x: any) => x.status === "planned")) expect(i.url, i.id).toBeNull();
    expect(res.body.interfaces.some((i: any) => i.kind === "sse")).toBe(true);
    expect(res.body.interfaces.some((i: any) => i.path === "/badge.js")).toBe(true);
  });
});

describe("/section-capabilities.json", () => {
  it("maps the sections of the profile record with their origin vocabulary; only the witness statement is signed", async () => {
    const res = await app.web.get("/section-capabilities.json");
    expect(res.status).toBe(200);
    const ids = res.body.sections.map((s: any) => s.id);
    for (const id of ["witnessed", "facts", "conflicts", "witnessStatement", "methodology", "signing", "assuranceBoundary"])
      expect(ids).toContain(id);
    const vocabulary = res.body.originVocabulary.map((o: any) => o.id);
    expect(vocabulary).toEqual(["company-declared", "witnessed", "public-source", "service"]);
    for (const s of res.body.sections) for (const o of s.origins) expect(vocabulary).toContain(o);
    expect(res.body.sections.filter((s: any) => s.signed).map((s: any) => s.id)).toEqual(["witnessStatement"]);
    expect(res.body.sections.find((s: any) => s.id === "conflicts").doesNotCarry).toContain("a winner");
  });
});
