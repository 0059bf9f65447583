// Files the CLI keeps between runs (a monitor's state, a tool-list reading, a saved bundle, mirrored tiles,
// a signed declaration). Each is written aside and renamed into place, so an interrupted run leaves the
// previous file whole; a state file is read back only when it is what the command saved.
import { readFile, rename, writeFile } from "node:fs/promises";
import type { z } from "zod";
import { UsageError } from "@/lib/transports/cli/usage-error";

/** Replaces `file` with `data` in one step (write to a temporary name beside it, then rename). */
export async function replaceFile(file: string, data: string | Uint8Array, mode?: number): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data, mode === undefined ? undefined : { mode });
  await rename(tmp, file);
}

/** `value` as indented JSON with a final newline, replacing `file` in one step. */
export function replaceJsonFile(file: string, value: unknown, mode?: number): Promise<void> {
  return replaceFile(file, `${JSON.stringify(value, null, 2)}\n`, mode);
}

/** The state saved at `file` by an earlier run (null when there is none yet); anything else is a usage error. */
export async function readStateFile<T>(file: string, schema: z.ZodType<T>, savedBy: string): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new UsageError(`--state ${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new UsageError(`--state ${file} is not ${savedBy}`);
  }
}
