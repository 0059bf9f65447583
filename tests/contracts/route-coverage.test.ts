// Every route file and page of the app appears, with each method it exports, in the OpenAPI document of
// its host, and every documented operation has a route file or page. A route added without a contract fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { hostDocuments, type HostDocuments } from "@/tests/helpers/host-documents";
import { appRoutes } from "@/tests/unit/support/app-tree";

let app: TestApp;
let docs: HostDocuments;
beforeAll(async () => {
  app = await startApp();
  docs = await hostDocuments(app);
});
afterAll(async () => {
  await app?.stop();
});

describe("route coverage", () => {
  const routes = appRoutes();

  it("finds the route files (including this area's)", () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/api/public-mesh/{handle}", "/api/compare", "/openapi.json", "/openapi.yaml"]),
    );
  });

  it("documents every route file and method in the OpenAPI document of its host", () => {
    const missing: string[] = [];
    for (const r of routes) {
      expect(r.methods.length, `${r.file} exports no handler`).toBeGreaterThan(0);
      for (const m of r.methods)
        if (!docs[r.host].paths?.[r.path]?.[m.toLowerCase()]) missing.push(`${m} ${r.path} (${r.host} host, ${r.file})`);
    }
    expect(missing).toEqual([]);
  });

  it("has one contract per host, method and path, with a unique operationId", () => {
    const count = (keys: string[]) => keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(count(ALL_ROUTES.map((r) => `${r.host} ${r.method} ${r.path}`))).toEqual([]);
    expect(count(ALL_ROUTES.map((r) => r.operationId))).toEqual([]);
  });

  it("has a route file for every documented operation", () => {
    const known = new Set(routes.flatMap((r) => r.methods.map((m) => `${r.host} ${m} ${r.path}`)));
    const orphans: string[] = [];
    for (const host of ["web", "api"] as const) {
      for (const [p, item] of Object.entries<any>(docs[host].paths ?? {})) {
        for (const m of Object.keys(item))
          if (!known.has(`${host} ${m.toUpperCase()} ${p}`)) orphans.push(`${host} ${m.toUpperCase()} ${p}`);
      }
    }
    expect(orphans).toEqual([]);
  });
});
