// One definition per route (issue 34, point 1): the route table (ALL_ROUTES, lib/contracts) against everything
// else that names a route: the app/ tree (each route file and page, each method it serves), the contract file
// beside each handler, both OpenAPI documents, the request guard's methods per path and the fast lane. Nothing boots.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import type { RouteContract } from "@/lib/http/contract";
import { webHostDocument, workerDocument } from "@/lib/transports/openapi/host-documents";
import { servedRoutes } from "@/lib/transports/openapi/served-routes";
import { HOT_ROUTES, pathPattern } from "@/lib/transports/server/hot-routes";
import { allowedMethods } from "@/lib/transports/server/request-guard";
import { appRoutes } from "@/tests/unit/support/app-tree";

const root = process.cwd();
const key = (c: { host: string; method: string; path: string }) => `${c.host} ${c.method} ${c.path}`;
const table = ALL_ROUTES.map(key);
const app = appRoutes();
const appKeys = app.flatMap((r) => r.methods.map((method) => key({ host: r.host, method, path: r.path })));
// A contract path with each {parameter} filled, as a request would carry it.
const sample = (p: string) => p.replace(/\{[^}]+\}/g, "sample-segment");

const isContract = (v: unknown): v is RouteContract =>
  typeof v === "object" && v !== null && typeof (v as RouteContract).operationId === "string" && "path" in v;
/** The route contracts a contract module exports: each contract, and both halves of an operation described once for both hosts. */
function contractsOf(mod: Record<string, unknown>): RouteContract[] {
  return Object.values(mod).flatMap((v) =>
    isContract(v) ? [v] : v && typeof v === "object" && !Array.isArray(v) ? Object.values(v).filter(isContract) : [],
  );
}

// By absolute path: the same module instances the route table imported through `@/`.
const load = (file: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path.join(root, file));

function contractFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return name === "generated" ? [] : contractFiles(rel);
    return name.endsWith(".contract.ts") ? [rel] : [];
  });
}

describe("the route table and the app tree", () => {
  it("has one entry for each method of each route file and page, and a route file or page for each entry", () => {
    expect(app.length).toBeGreaterThan(100);
    expect(appKeys.filter((k) => !table.includes(k))).toEqual([]);
    expect(table.filter((k) => !appKeys.includes(k))).toEqual([]);
  });

  it("finds each route's contract in the contract file beside the handler module its route file re-exports", async () => {
    const misplaced: string[] = [];
    for (const r of app)
      for (const [method, module] of Object.entries(r.modules)) {
        const own = existsSync(path.join(root, `${module}.contract.ts`)) ? await load(`${module}.contract.ts`) : null;
        const found = own && contractsOf(own).some((c) => c.host === r.host && c.method === method && c.path === r.path);
        if (!found) misplaced.push(`${r.host} ${method} ${r.path}: not in ${module}.contract.ts`);
      }
    expect(misplaced).toEqual([]);
  });

  it("lists every contract of every contract file", async () => {
    const files = contractFiles("lib");
    expect(files.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const file of files)
      for (const c of contractsOf(await load(file))) if (!ALL_ROUTES.includes(c)) missing.push(`${file}: ${c.operationId}`);
    expect(missing).toEqual([]);
  });
});

// What the route table may load: contracts, schemas and the vocabulary, never a handler or domain code, so the
// OpenAPI documents and the request guard read it cheaply and the web host may read the API host's contract files.
const DATA = [/^lib\/contracts\//, /^lib\/schemas\//, /^lib\/vocabulary\//, /\.contract\.ts$/, /^lib\/[a-z-]+\/contracts\.ts$/];
const DATA_FILES = ["lib/http/contract.ts", "lib/vocabulary/idempotency-rules.ts"];
// Read by a contract's description (SETTLE_MS), though the module itself reaches the database: not followed.
const KNOWN_EXCEPTIONS = ["lib/feed/feed-window.ts"];
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']@\/([^"']+)["']/g;

function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (KNOWN_EXCEPTIONS.includes(file)) return seen;
  for (const m of readFileSync(path.join(root, file), "utf8").matchAll(IMPORT)) {
    if (m[2]) continue;
    const to = [`${m[3]}.ts`, `${m[3]}/index.ts`].find((f) => existsSync(path.join(root, f)));
    if (to) runtimeImports(to, seen);
  }
  return seen;
}

describe("the route table's own imports", () => {
  it("load only contracts, schemas and the vocabulary", () => {
    const loaded = [...runtimeImports("lib/contracts/index.ts")];
    expect(loaded.length).toBeGreaterThan(100);
    const other = loaded.filter((f) => !DATA.some((d) => d.test(f)) && !DATA_FILES.includes(f) && !KNOWN_EXCEPTIONS.includes(f));
    expect(other).toEqual([]);
  });
});

describe("the route table and the OpenAPI documents", () => {
  it.each([
    ["web", webHostDocument],
    ["api", workerDocument],
  ] as const)("%s host: every served entry is an operation of the document, and every operation an entry", (host, document) => {
    const doc = document() as unknown as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${host} ${m.toUpperCase()} ${p}`));
    // Served: the table less a page this configuration turns off (the development mailbox in production).
    const entries = servedRoutes()
      .filter((c) => c.host === host)
      .map(key);
    expect(entries.length).toBeGreaterThan(ALL_ROUTES.filter((c) => c.host === host).length - 2);
    expect([...operations].sort()).toEqual([...entries].sort());
  });
});

describe("the route table and the request guard", () => {
  it("allows on each entry's path exactly the methods the table names for it (HEAD with GET)", () => {
    for (const c of ALL_ROUTES) {
      const p = sample(c.path);
      const expected = new Set<string>(ALL_ROUTES.filter((o) => o.host === c.host && pathPattern(o.path).test(p)).map((o) => o.method));
      if (expected.has("GET")) expected.add("HEAD");
      expect(new Set(allowedMethods(c.host, p).methods), key(c)).toEqual(expected);
    }
  });

  it("knows no path the table does not name", () => {
    expect(allowedMethods("web", "/api/no-such-route-anywhere").methods).toEqual([]);
    expect(allowedMethods("api", "/v1/no-such-route-anywhere").methods).toEqual([]);
  });
});

describe("the route table and the fast lane", () => {
  it("answers only table entries that the app tree serves", () => {
    for (const hot of HOT_ROUTES) {
      expect(ALL_ROUTES, hot.contract.operationId).toContain(hot.contract);
      expect(appKeys, hot.contract.operationId).toContain(key(hot.contract));
    }
  });
});
