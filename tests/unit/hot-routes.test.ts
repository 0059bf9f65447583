// The fast lane's table (lib/server/hot-routes.ts) against the route table: every hot route is a contract's
// host, method and path, and its path pattern passes the same named parameters the contract declares.
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { HOT_ROUTES, pathPattern } from "@/lib/server/hot-routes";

// A contract path with each {parameter} filled, as a request would carry it.
const sample = (path: string) => path.replace(/\{[^}]+\}/g, "sample-segment");

describe("hot routes", () => {
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
