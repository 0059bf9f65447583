// The docs' links: every relative link in README.md and docs/**/*.md names a file that exists and, with an
// `#anchor`, a heading of that file, so a moved or renamed section cannot leave a reader at a dead end.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anchors, relativeLinks } from "@/tests/docs/markdown-links";

const root = process.cwd();

function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownUnder(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

const files = [path.join(root, "README.md"), ...markdownUnder(path.join(root, "docs"))];

describe("docs links", () => {
  it("finds the README and the docs tree", () => {
    expect(files.map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining(["README.md", "docs/architecture.md", "docs/api-web.md"]),
    );
  });

  it("slugs headings as GitHub does", () => {
    const text = "# Intro\n## `GET /api/network/changes/stream`\n## Witness keys: rotate, revoke\n## Intro\n```\n# not a heading\n```\n";
    expect([...anchors(text)]).toEqual(["intro", "get-apinetworkchangesstream", "witness-keys-rotate-revoke", "intro-1"]);
    expect(relativeLinks("[a](b.md) [c](https://x.org) `[d](e.md)` [f](#g)\n```\n[h](i.md)\n```\n")).toEqual(["b.md", "#g"]);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))("%s: every relative link names an existing file and heading", (_name, file) => {
    const text = readFileSync(file, "utf8");
    const broken: string[] = [];
    for (const link of relativeLinks(text)) {
      const [target, anchor] = link.split("#", 2) as [string, string | undefined];
      const resolved = target === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
      if (!existsSync(resolved)) {
        broken.push(`${link}: no such file`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith(".md") && !anchors(readFileSync(resolved, "utf8")).has(anchor)) {
        broken.push(`${link}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});
