// The generated parts of the docs (the route listings from the contracts, the CLI reference and exit codes
// from commander) are current: generating them again in memory gives the committed text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedDocs } from "@/tests/docs/docs-files";

describe("generated docs are current", () => {
  for (const which of ["api", "cli"] as const) {
    it(`${which} (else run npm run docs:${which})`, async () => {
      for (const { file, text } of await generatedDocs(which)) expect(readFileSync(file, "utf8"), file).toBe(text);
    }, 30_000);
  }
});
