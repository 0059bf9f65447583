// Habit 6 of issue 34: no source line over 140 columns (Prettier's print width, .prettierrc.json). Generated
// code (the Prisma client) is not ours to wrap.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = new Set(["node_modules", "generated", ".next", ".data"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

describe("line width", () => {
  it("finds no source line over 140 columns in lib/, app/, tests/ and the top-level modules", () => {
    const sources = [
      ...["lib", "app", "tests", "bin"].flatMap((d) => files(path.join(root, d))),
      ...["middleware.ts", "next.config.mjs", "eslint.config.mjs"].map((f) => path.join(root, f)),
    ];
    expect(sources.length).toBeGreaterThan(500);
    const long = sources.flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .flatMap((line, i) => (line.length > 140 ? [`${path.relative(root, f)}:${i + 1} (${line.length})`] : [])),
    );
    expect(long).toEqual([]);
  });
});
