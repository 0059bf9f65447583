// `npm run docs:api` and `npm run docs:cli`: rewrite the generated blocks of the API and CLI docs in place.
// tests/unit/docs-generated.test.ts fails when a committed block differs from what this writes.
import { writeFileSync } from "node:fs";
import { generatedDocs } from "@/tests/docs/docs-files";

const which = process.argv[2];
if (which !== "api" && which !== "cli") throw new Error("usage: tsx tests/docs/generate.ts api|cli");
for (const { file, text } of await generatedDocs(which)) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
