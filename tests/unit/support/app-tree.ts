// The routes the app/ tree serves, read from the files (nothing boots): each route.ts and page.tsx with its
// host, its path in OpenAPI form and the methods it serves, and for a route file the lib module of each method.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const APP_DIR = path.join(process.cwd(), "app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export interface AppRoute {
  file: string;
  host: "web" | "api";
  path: string;
  methods: string[];
  /** For a route file: the module (lib/…, without .ts) that defines each method's handler. */
  modules: Record<string, string>;
}

export function routeFiles(dir = APP_DIR): string[] {
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

function served(file: string): { methods: string[]; modules: Record<string, string> } {
  const source = readFileSync(file, "utf8");
  const modules: Record<string, string> = {};
  const methods = METHODS.filter((m) => {
    const where = definingModule(source, m);
    if (where) modules[m] = where;
    return where !== null;
  });
  return { methods, modules };
}

export function describeRoute(file: string): AppRoute | null {
  const dir = path.relative(APP_DIR, path.dirname(file));
  const rel = path.relative(process.cwd(), file);
  if (INTERNAL_TARGETS[dir]) return { file: rel, host: "web", path: INTERNAL_TARGETS[dir], ...served(file) };
  const multi = MULTI_SEGMENT_ROUTES[dir.split(path.sep).join("/")];
  if (multi) return { file: rel, ...multi, ...served(file) };
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
  // A page answers GET with HTML; a page whose form posts to a server action answers POST at its own address too.
  const { methods, modules } = file.endsWith("page.tsx")
    ? { methods: ["GET", ...(ACTION_PAGES.has(dir) ? ["POST"] : [])], modules: {} }
    : served(file);
  return { file: rel, host, path: "/" + segments.map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/"), methods, modules };
}

// A route file re-exports its handlers from lib (lib/<feature>/routes/, lib/transports/worker/); a method counts where the
// module that defines it defines a handler of its own, not one of the 405 answers that no document lists
// (`export const { PUT, ... } = methodNotAllowed(...)`). Returns that module, or null.
function definingModule(source: string, method: string, self: string | null = null): string | null {
  if (new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source)) return self ?? "";
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*"@\/([^"]+)"/g)) {
    for (const spec of m[1]!.split(",")) {
      const [name, alias = name] = spec.trim().split(/\s+as\s+/);
      if (alias === method) return definingModule(readFileSync(path.join(process.cwd(), `${m[2]}.ts`), "utf8"), name!, m[2]!);
    }
  }
  return null;
}

/** Every route of the app tree (catch-all 404s left out). */
export function appRoutes(): AppRoute[] {
  return routeFiles()
    .map(describeRoute)
    .filter((r): r is AppRoute => r !== null);
}
