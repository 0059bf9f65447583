// `svc schema [command]`: prints the JSON Schema of a command's `--json` document (or the list of
// commands that have one), so a pipeline can validate what it reads.
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { OUTPUT_SCHEMAS, outputJsonSchema, type SchemaName } from "@/lib/transports/cli/output-schemas";
import { UsageError } from "@/lib/transports/cli/usage-error";

export function runSchema(name: string | undefined): CommandResult {
  const names = Object.keys(OUTPUT_SCHEMAS) as SchemaName[];
  if (name === undefined) return { exit: EXIT.listedWitnessed, json: { commands: names }, text: names };
  if (!names.includes(name as SchemaName)) throw new UsageError(`no schema for "${name}"; commands with one: ${names.join(", ")}`);
  const schema = outputJsonSchema(name as SchemaName);
  return { exit: EXIT.listedWitnessed, json: { schema }, text: [JSON.stringify(schema, null, 2)] };
}
