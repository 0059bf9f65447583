// The route table (lib/contracts): one contract per operation and per host+method+path, path parameters
// that match their schema, and only names the other tables define (error codes, limit policies, cache policies).
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { CACHE_POLICIES } from "@/lib/http/cache";
import { authKinds } from "@/lib/http/contract";
import { limitPolicy, type PolicyName } from "@/lib/platform/ratelimit/policies";
import { ERROR_REGISTRY } from "@/lib/vocabulary/error-registry";

const where = (c: { host: string; method: string; path: string }) => `${c.host} ${c.method} ${c.path}`;
const duplicates = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);

describe("the route table", () => {
  it("holds over a hundred routes on both hosts", () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(100);
    expect(new Set(ALL_ROUTES.map((c) => c.host))).toEqual(new Set(["web", "api"]));
  });

  it("gives every operation a unique operationId", () => {
    expect(duplicates(ALL_ROUTES.map((c) => c.operationId))).toEqual([]);
    for (const c of ALL_ROUTES) expect(c.operationId, where(c)).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it("has one contract per host, method and path", () => {
    expect(duplicates(ALL_ROUTES.map(where))).toEqual([]);
  });

  it("writes paths in OpenAPI form, and a params schema names exactly the path's {parameters}", () => {
    for (const c of ALL_ROUTES) {
      expect(c.path, where(c)).toMatch(/^\/[^\s?#]*$/);
      expect(c.path, where(c)).not.toMatch(/[[\]:]/);
      const inPath = [...c.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      if (c.params) expect(Object.keys(c.params.shape).sort(), where(c)).toEqual(inPath);
    }
  });

  it("names only error codes of the registry", () => {
    for (const c of ALL_ROUTES) {
      for (const code of c.errors ?? []) expect(ERROR_REGISTRY, `${where(c)}: ${code}`).toHaveProperty(code);
    }
  });

  it("names only limit policies and cache policies that exist, and credential kinds route() knows", () => {
    const kinds = new Set(["session", "workspace-key", "scoped-token", "ingest-key", "oauth"]);
    for (const c of ALL_ROUTES) {
      const policies = c.rateLimit ? ([] as PolicyName[]).concat(c.rateLimit.policy) : [];
      for (const p of policies) expect(limitPolicy(p).windows.length, `${where(c)}: ${p}`).toBeGreaterThan(0);
      if (c.cache) expect(CACHE_POLICIES, where(c)).toHaveProperty(c.cache);
      for (const k of authKinds(c)) expect(kinds.has(k), `${where(c)}: ${k}`).toBe(true);
    }
  });

  it("documents at least one response per route, each with a valid HTTP status", () => {
    for (const c of ALL_ROUTES) {
      const statuses = Object.keys(c.responses).map(Number);
      expect(statuses.length, where(c)).toBeGreaterThan(0);
      for (const s of statuses) expect(s >= 100 && s < 600, `${where(c)}: ${s}`).toBe(true);
    }
  });
});
