// The floor plan, checked on the import graph of lib/ and app/ (static imports and re-exports, `@/` and
// relative): no cycles, the vocabulary imports nothing, lib/schemas imports no domain or seed module, and
// nothing under lib/worker is imported by the web host's code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const EXTS = [".ts", ".tsx"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(full).isDirectory()) return files(full);
    return EXTS.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, ...EXTS.map((e) => base + e), ...EXTS.map((e) => path.join(base, "index" + e))]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/g;
const all = [...files(path.join(root, "lib")), ...files(path.join(root, "app")), path.join(root, "middleware.ts")];
const graph = new Map<string, { to: string; typeOnly: boolean }[]>();
for (const f of all) {
  const text = readFileSync(f, "utf8");
  const edges: { to: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const to = resolve(f, m[3]);
    if (to) edges.push({ to, typeOnly: Boolean(m[2]) });
  }
  graph.set(f, edges);
}
const rel = (f: string) => path.relative(root, f);
const under = (f: string, dir: string) => rel(f).startsWith(dir + "/");

describe("import graph", () => {
  it("finds every API-host route file a one-line re-export of a handler in lib/worker", () => {
    const routes = [...graph.keys()].filter((f) => under(f, "app/worker-host") && f.endsWith("route.ts"));
    expect(routes.length).toBeGreaterThan(20);
    const inline = routes.filter((f) => {
      const code = readFileSync(f, "utf8")
        .split("\n")
        .filter((l) => l.trim() && !l.trim().startsWith("//"));
      return !(code.length === 1 && /^export \{[^}]+\} from "@\/lib\/worker\/[^"]+";$/.test(code[0]!));
    });
    expect(inline.map(rel)).toEqual([]);
  });

  it("reads the tree", () => {
    expect(graph.size).toBeGreaterThan(300);
  });

  it("has no cycles of runtime imports", () => {
    const state = new Map<string, 1 | 2>();
    const cycles: string[] = [];
    const visit = (f: string, stack: string[]) => {
      state.set(f, 1);
      for (const { to, typeOnly } of graph.get(f) ?? []) {
        if (typeOnly) continue;
        if (state.get(to) === 1) cycles.push([...stack.slice(stack.indexOf(to)), to].map(rel).join(" -> "));
        else if (!state.has(to)) visit(to, [...stack, to]);
      }
      state.set(f, 2);
    };
    for (const f of graph.keys()) if (!state.has(f)) visit(f, [f]);
    expect(cycles).toEqual([]);
  });

  it("keeps lib/vocabulary free of imports (a type from another vocabulary file is the one exception)", () => {
    const offenders = [...graph]
      .filter(([f, edges]) => under(f, "lib/vocabulary") && edges.some((e) => !(e.typeOnly && under(e.to, "lib/vocabulary"))))
      .map(([f]) => rel(f));
    expect(offenders).toEqual([]);
  });

  it("lets lib/schemas import only the vocabulary and other schemas", () => {
    const allowed = ["lib/vocabulary", "lib/schemas"];
    const offenders = [...graph].flatMap(([f, edges]) =>
      under(f, "lib/schemas") ? edges.filter((e) => !allowed.some((d) => under(e.to, d))).map((e) => `${rel(f)} -> ${rel(e.to)}`) : [],
    );
    expect(offenders).toEqual([]);
  });

  it("never imports lib/worker from the web host's code", () => {
    // The API host's own code, and the two entry points that route a request to its host.
    const apiHost = (f: string) =>
      under(f, "lib/worker") || under(f, "app/worker-host") || under(f, "lib/server") || rel(f) === "middleware.ts";
    const offenders = [...graph].flatMap(([f, edges]) =>
      apiHost(f) ? [] : edges.filter((e) => under(e.to, "lib/worker")).map((e) => `${rel(f)} -> ${rel(e.to)}`),
    );
    expect(offenders).toEqual([]);
  });
});
