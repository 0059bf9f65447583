// The `svc` client is a program of its own (bundled from lib/transports/cli/main.ts by bin/svc.mjs): everything it
// loads, statically or lazily, is the client's own code or public library code it needs (statement and
// log verification, schemas, vocabulary, guard decisions, declaration signatures). Never the server's
// environment, store, HTTP layer or jobs.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const EXTS = [".ts", ".tsx"];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, ...EXTS.map((e) => base + e), ...EXTS.map((e) => path.join(base, "index" + e))]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Every module of ours the client loads at run time, from its entry. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (m[1]) continue;
      const to = resolve(file, m[2] ?? m[3]!);
      if (to && !seen.has(to)) queue.push(to);
    }
  }
  return [...seen].map((f) => path.relative(root, f));
}

// Server-side code: the server's environment (lib/platform/env.ts), the store, caches, HTTP, routes, jobs, mail.
const SERVER_ONLY = new RegExp(
  "^(" +
    [
      String.raw`lib/platform/(env|secrets|sealed-secret)\.ts`,
      "lib/platform/(db|redis|jobs|mail|outbound|outbox|ratelimit|page-cache)/",
      "lib/(http|auth)/",
      "lib/transports/(server|worker|middleware|pages|tasks|openapi)/",
      "app/",
    ].join("|") +
    ")",
);

describe("the svc client", () => {
  const modules = closure("lib/transports/cli/main.ts");

  it("loads its commands (the closure follows lazy imports)", () => {
    expect(modules).toContain("lib/transports/cli/commands/verify.ts");
    expect(modules).toContain("lib/transports/cli/commands/lint.ts");
    expect(modules.length).toBeGreaterThan(40);
  });

  it("loads no server-side module, lib/platform/env.ts included", () => {
    expect(modules.filter((m) => SERVER_ONLY.test(m))).toEqual([]);
  });

  it("reads its own environment (lib/transports/cli/cli-env.ts), not the server's", () => {
    expect(modules).toContain("lib/transports/cli/cli-env.ts");
  });
});
