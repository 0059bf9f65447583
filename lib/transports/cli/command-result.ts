// What every command hands back to the entry point: the exit code, the one JSON document `--json`
// prints, and the text a person reads. Commands never print or exit themselves.
import type { ExitCode } from "@/lib/vocabulary/cli-exit-codes";

export interface CommandResult {
  exit: ExitCode;
  /** Command-specific members of the JSON document; `command`, `exit_code` and `exit_meaning` are added. */
  json: Record<string, unknown>;
  /** Lines for a person. */
  text: string[];
}
