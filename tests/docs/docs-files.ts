// The docs files with generated blocks, and the text each should hold: what `npm run docs:api` and
// `npm run docs:cli` write (tests/docs/generate.ts) and what tests/unit/docs-generated.test.ts compares.
import { readFileSync } from "node:fs";
import { API_BLOCK, API_DOCS, apiReference } from "@/tests/docs/api-reference";
import { CLI_DOC, COMMANDS_BLOCK, EXIT_CODES_BLOCK, cliReference, exitCodeTable } from "@/tests/docs/cli-reference";
import { formatMarkdown, replaceBlock } from "@/tests/docs/generated-block";

/** Each generated file with the text it should hold. */
export async function generatedDocs(which: "api" | "cli"): Promise<{ file: string; text: string }[]> {
  const edits: { file: string; blocks: [string, string][] }[] =
    which === "api"
      ? [
          { file: API_DOCS.web, blocks: [[API_BLOCK, apiReference("web")]] },
          { file: API_DOCS.api, blocks: [[API_BLOCK, apiReference("api")]] },
        ]
      : [
          {
            file: CLI_DOC,
            blocks: [
              [EXIT_CODES_BLOCK, exitCodeTable()],
              [COMMANDS_BLOCK, cliReference()],
            ],
          },
        ];
  return Promise.all(
    edits.map(async ({ file, blocks }) => {
      const text = blocks.reduce((t, [name, content]) => replaceBlock(t, name, content), readFileSync(file, "utf8"));
      return { file, text: await formatMarkdown(file, text) };
    }),
  );
}
