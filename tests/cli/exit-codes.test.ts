// One exit-code table: docs/cli.md's, the one `svc --help` prints and the code's
// (lib/vocabulary/cli-exit-codes.ts) have the same rows, in the same order, with the same meanings.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { EXIT_CODE_TABLE } from "@/lib/vocabulary/cli-exit-codes";
import { ROOT } from "@/tests/helpers/cli";
import { runSvc } from "@/tests/helpers/svc";

vi.setConfig({ testTimeout: 120_000 });

const rows = EXIT_CODE_TABLE.map((r) => [r.code, r.meaning]);

describe("exit codes", () => {
  it("docs/cli.md's table is the code's table", async () => {
    const doc = await readFile(path.join(ROOT, "docs/cli.md"), "utf8");
    const section = doc.slice(doc.indexOf("### Exit codes"), doc.indexOf("### `svc check"));
    const table = [...section.matchAll(/^\| (\d+) +\| (.+?) *\|$/gm)].map((m) => [Number(m[1]), m[2]]);
    expect(table).toEqual(rows);
  });

  it("`svc --help` prints the code's table", async () => {
    const res = await runSvc(["--help"]);
    expect(res.code).toBe(0);
    const block = res.stdout.slice(res.stdout.indexOf("Exit codes:")).split("\n\n")[0]!;
    const printed = [...block.matchAll(/^ +(\d{1,2}) {2}(.+)$/gm)].map((m) => [Number(m[1]), m[2]]);
    expect(printed).toEqual(rows);
  });
});
