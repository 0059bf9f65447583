// The floor plan, checked on the import graph of lib/ and app/ (static imports and re-exports, `@/` and
// relative): the layers of lib/layers.ts (no runtime import goes up one), no cycles between files or between
// folders, the vocabulary imports nothing, lib/schemas imports no domain or seed module, and nothing under
// lib/worker is imported by the web host's code but its routes' contract files (data only).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderOf, LAYERS, layerOf } from "@/lib/layers";

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
      return !(code.length === 1 && /^export \{[^}]+\} from "@\/lib\/transports\/worker\/[^"]+";$/.test(code[0]!));
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

  it("never imports lib/worker from the web host's code, but its routes' contracts", () => {
    // The API host's own code, and the two entry points that route a request to its host.
    const apiHost = (f: string) =>
      under(f, "lib/transports/worker") || under(f, "app/worker-host") || under(f, "lib/transports/server") || rel(f) === "middleware.ts";
    // A contract file is data (the route table and the OpenAPI documents read the API host's from the web host).
    const contract = (f: string) => f.endsWith(".contract.ts");
    const offenders = [...graph].flatMap(([f, edges]) =>
      apiHost(f)
        ? []
        : edges.filter((e) => under(e.to, "lib/transports/worker") && !contract(e.to)).map((e) => `${rel(f)} -> ${rel(e.to)}`),
    );
    expect(offenders).toEqual([]);
  });

  it("declares a layer for every file", () => {
    expect([...graph.keys()].map(rel).filter((f) => layerOf(f) === null)).toEqual([]);
  });

  it("has no runtime import that goes up a layer", () => {
    const rank = (f: string) => LAYERS.indexOf(layerOf(rel(f))!);
    const upward = [...graph].flatMap(([f, edges]) =>
      edges
        .filter((e) => !e.typeOnly && rank(e.to) > rank(f))
        .map((e) => `${rel(f)} (${layerOf(rel(f))}) -> ${rel(e.to)} (${layerOf(rel(e.to))})`),
    );
    expect(upward).toEqual([]);
  });

  it("has no cycle between folders (lib/<top> split by layer, e.g. a feature's routes/ apart from its domain code)", () => {
    const edges = new Map<string, Map<string, string>>();
    for (const [f, list] of graph) {
      const a = folderOf(rel(f));
      for (const e of list) {
        const b = folderOf(rel(e.to));
        if (e.typeOnly || a === b) continue;
        if (!edges.has(a)) edges.set(a, new Map());
        if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${rel(f)} -> ${rel(e.to)}`);
      }
    }
    // Tarjan's strongly connected components: every component of more than one folder is a cycle.
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const connect = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of edges.get(v)?.keys() ?? []) {
        if (!index.has(w)) {
          connect(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) !== index.get(v)) return;
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) {
        const members = new Set(component);
        cycles.push(
          [...members].flatMap((a) =>
            [...(edges.get(a) ?? [])].filter(([b]) => members.has(b)).map(([b, example]) => `${a} -> ${b}: ${example}`),
          ),
        );
      }
    };
    for (const v of edges.keys()) if (!index.has(v)) connect(v);
    expect(cycles).toEqual([]);
  });
  // The CLI's own rule (it loads no server-side module) is tests/unit/cli-package.test.ts, which follows lazy imports too.
});
