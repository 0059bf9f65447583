// One definition per route (issue 34, point 1): every app/**/route.ts only re-exports a handler module that
// lives in its feature's lib/<feature>/routes/ (or, for the API host, lib/transports/worker/), so a route's code is found
// in one place and app/ only tells Next's App Router where to serve it; its contract is beside that module
// (route-table-sources.test.ts). Read from the files; nothing boots.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [path.relative(root, full)] : [];
  });
}

// Next reads a route's segment config statically from the app file itself (it does not follow re-exports),
// so these stay in the app file when a route needs one.
const SEGMENT_CONFIG = /^export const (dynamic|dynamicParams|revalidate|fetchCache|runtime|preferredRegion|maxDuration) = [^;]+;$/;
const RE_EXPORT = /^export \{ ([^}]+) \} from "@\/(lib\/[^"]+)";$/;
// The names Next serves from a route file.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// Where a route's handler module may live: its feature's routes folder, or the API host's own tree.
const HANDLER_HOME = /^lib\/((transports\/)?[a-z0-9-]+\/routes|transports\/worker)\/[a-z0-9/.-]+$/;

interface RouteFile {
  file: string;
  /** Lines that are neither comments, blank, a re-export from lib nor segment config. */
  other: string[];
  reExports: { names: string[]; module: string }[];
}

function readRoute(file: string): RouteFile {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n");
  const reExports: RouteFile["reExports"] = [];
  const other: string[] = [];
  for (const line of lines.map((l) => l.trim())) {
    if (line === "" || line.startsWith("//") || SEGMENT_CONFIG.test(line)) continue;
    const m = RE_EXPORT.exec(line);
    if (m)
      reExports.push({
        names: m[1]!.split(",").map((n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
        module: m[2]!,
      });
    else other.push(line);
  }
  return { file, other, reExports };
}

const routes = routeFiles(path.join(root, "app")).map(readRoute);

describe("app route files", () => {
  it("finds the route files of both hosts", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.some((r) => r.file.startsWith("app/worker-host/"))).toBe(true);
    expect(routes.some((r) => r.file.startsWith("app/api/"))).toBe(true);
  });

  it("holds only comments, re-exports from lib and segment config in each", () => {
    const inline = routes
      .filter((r) => r.other.length > 0 || r.reExports.length === 0)
      .map((r) => `${r.file}: ${r.other[0] ?? "(no re-export)"}`);
    expect(inline).toEqual([]);
  });

  it("re-exports only handler names Next serves", () => {
    const odd = routes.flatMap((r) => r.reExports.flatMap((e) => e.names.filter((n) => !METHODS.has(n)).map((n) => `${r.file}: ${n}`)));
    expect(odd).toEqual([]);
  });

  it("re-exports from a module that exists, in its feature's routes folder or lib/worker", () => {
    const misplaced = routes.flatMap((r) =>
      r.reExports
        .filter((e) => !existsSync(path.join(root, `${e.module}.ts`)) || !HANDLER_HOME.test(e.module))
        .map((e) => `${r.file} -> ${e.module}`),
    );
    expect(misplaced).toEqual([]);
  });
});
