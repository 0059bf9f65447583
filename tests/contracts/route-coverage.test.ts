// Every route file and page of the app appears, with each method it exports, in the OpenAPI document of
// its host, and every documented operation has a route file or page. A route added without a contract fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { hostDocuments, type HostDocuments } from "@/tests/helpers/host-documents";

const APP_DIR = path.join(process.cwd(), "app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

interface RouteFile {
  file: string;
  host: "web" | "api";
  path: string;
  methods: string[];
}

function routeFiles(dir = APP_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" || e.name === "page.tsx" ? [full] : [];
  });
}

// Internal rewrite targets are documented at the public path that reaches them.
const INTERNAL_TARGETS: Record<string, string> = { "md/[[...path]]": "/{page}.md" };
// Pages with a form posted to a server action (it works without JavaScript), by their folder under app/.
const ACTION_PAGES = new Set(["verify"]);
// Catch-alls that are routes of their own (a resource name spanning several segments), by their documented path.
const MULTI_SEGMENT_ROUTES: Record<string, { host: "web" | "api"; path: string }> = {
  "worker-host/log/tile/[...tile]": { host: "api", path: "/log/tile/{tile}" },
};

function describeRoute(file: string): RouteFile | null {
  const dir = path.relative(APP_DIR, path.dirname(file));
  if (INTERNAL_TARGETS[dir])
    return { file: path.relative(process.cwd(), file), host: "web", path: INTERNAL_TARGETS[dir], methods: ["GET"] };
  const multi = MULTI_SEGMENT_ROUTES[dir.split(path.sep).join("/")];
  if (multi) {
    const source = readFileSync(file, "utf8");
    return { file: path.relative(process.cwd(), file), ...multi, methods: METHODS.filter((m) => exportsMethod(source, m)) };
  }
  let segments = dir.split(path.sep).filter(Boolean);
  // Catch-alls are the JSON 404s of each host, not routes of their own.
  if (segments.some((s) => s.startsWith("[..."))) return null;
  // Route groups and private folders are not URL segments.
  segments = segments.filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith("_"));
  let host: "web" | "api" = "web";
  if (segments[0] === "worker-host") {
    host = "api";
    segments = segments.slice(1);
    if (segments[0] === "well-known") segments[0] = ".well-known";
  }
  const source = readFileSync(file, "utf8");
  // A page answers GET with HTML; a page whose form posts to a server action answers POST at its own address too.
  const methods = file.endsWith("page.tsx")
    ? ["GET", ...(ACTION_PAGES.has(dir) ? ["POST"] : [])]
    : METHODS.filter((m) => exportsMethod(source, m));
  return {
    file: path.relative(process.cwd(), file),
    host,
    path: "/" + segments.map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/"),
    methods,
  };
}

// A route file re-exports its handlers from lib (lib/<feature>/routes/, lib/worker/); a method counts where the
// module that defines it defines a handler of its own, not one of the 405 answers that no document lists
// (`export const { PUT, ... } = methodNotAllowed(...)`).
function exportsMethod(source: string, method: string): boolean {
  if (new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source)) return true;
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*"@\/([^"]+)"/g)) {
    for (const spec of m[1]!.split(",")) {
      const [name, alias = name] = spec.trim().split(/\s+as\s+/);
      if (alias === method) return exportsMethod(readFileSync(path.join(process.cwd(), `${m[2]}.ts`), "utf8"), name!);
    }
  }
  return false;
}

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
  const routes = routeFiles()
    .map(describeRoute)
    .filter((r): r is RouteFile => r !== null);

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
