// The fast lane's table (lib/transports/server/hot-routes.ts) against the route table: it holds exactly the contracts that
// say `hot: true`, each with its host, method and path, a path pattern that passes the same named parameters
// the contract declares, and the app module Next serves the route from.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { appRouteModule, HOT_ROUTES, pathPattern } from "@/lib/transports/server/hot-routes";

// A contract path with each {parameter} filled, as a request would carry it.
const sample = (path: string) => path.replace(/\{[^}]+\}/g, "sample-segment");

describe("hot routes", () => {
  it("are the contracts that say hot: true, in the route table's order", () => {
    expect(HOT_ROUTES.map((h) => h.contract)).toEqual(ALL_ROUTES.filter((c) => c.hot));
    expect(HOT_ROUTES.length).toBeGreaterThan(0);
  });

  it("load the app route file Next serves at the contract's host and path, which exports the method", () => {
    for (const hot of HOT_ROUTES) {
      const file = path.join(process.cwd(), `${appRouteModule(hot.contract).replace(/^@\//, "")}.ts`);
      expect(existsSync(file), `${hot.contract.operationId}: ${file}`).toBe(true);
      expect(readFileSync(file, "utf8"), file).toMatch(new RegExp(`export \\{[^}]*\\b${hot.method}\\b[^}]*\\} from "@/lib/`));
    }
  });

  it("find an API-host route under app/worker-host, where the middleware rewrites it", () => {
    expect(appRouteModule({ host: "api", path: "/public/trust/{slug}", operationId: "x" })).toBe(
      "@/app/worker-host/public/trust/[slug]/route",
    );
    expect(appRouteModule({ host: "api", path: "/.well-known/agent-card.json", operationId: "x" })).toBe(
      "@/app/worker-host/well-known/agent-card.json/route",
    );
    expect(appRouteModule({ host: "web", path: "/api/network/profile", operationId: "x" })).toBe("@/app/api/network/profile/route");
    expect(() => appRouteModule({ host: "api", path: "/api/network/profile", operationId: "x" })).toThrow(/not a path of the API host/);
  });

  it("each match exactly one contract of their host and method", () => {
    for (const hot of HOT_ROUTES) {
      const matches = ALL_ROUTES.filter((c) => c.host === hot.host && c.method === hot.method && hot.path.test(sample(c.path)));
      expect(
        matches.map((c) => c.operationId),
        `${hot.host} ${hot.method} ${hot.path}`,
      ).toHaveLength(1);
    }
  });

  it("capture the contract's path parameters by name", () => {
    for (const hot of HOT_ROUTES) {
      const contract = ALL_ROUTES.find((c) => c.host === hot.host && c.method === hot.method && hot.path.test(sample(c.path)))!;
      const declared = [...contract.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const groups = hot.path.exec(sample(contract.path))!.groups ?? {};
      expect(Object.keys(groups), contract.operationId).toEqual(declared);
      for (const name of declared) expect(groups[name!]).toBe("sample-segment");
    }
  });

  it("take no path with a trailing slash, another segment or a query glued on", () => {
    for (const hot of HOT_ROUTES) {
      const contract = ALL_ROUTES.find((c) => c.host === hot.host && c.method === hot.method && hot.path.test(sample(c.path)))!;
      const path = sample(contract.path);
      expect(hot.path.test(`${path}/`), path).toBe(false);
      expect(hot.path.test(`${path}/more`), path).toBe(false);
      expect(hot.path.test(`/prefix${path}`), path).toBe(false);
    }
  });

  it("are contracts of the route table, with the host, method and pattern of the contract's own path", () => {
    for (const hot of HOT_ROUTES) {
      expect(ALL_ROUTES, hot.contract.operationId).toContain(hot.contract);
      expect([hot.host, hot.method, hot.path.source]).toEqual([
        hot.contract.host,
        hot.contract.method,
        pathPattern(hot.contract.path).source,
      ]);
    }
  });

  it("derive a pattern that takes a path's dots literally and a parameter as one segment", () => {
    const p = pathPattern("/v1/{slug}.json/{index}");
    expect(p.exec("/v1/acme.json/7")?.groups).toEqual({ slug: "acme", index: "7" });
    expect(p.test("/v1/acmexjson/7")).toBe(false);
    expect(p.test("/v1/a/b.json/7")).toBe(false);
  });

  it("are distinct: no two hot routes take the same host, method and path", () => {
    const keys = HOT_ROUTES.map((h) => `${h.host} ${h.method} ${h.path.source}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
