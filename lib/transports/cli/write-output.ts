// Writes the one answer of a run and exits with its code. `--json`: stdout carries exactly one JSON
// document and diagnostics go to stderr. A reader that closed the pipe (EPIPE) gets exit 7: the
// answer was not delivered, whatever it was.
import { EXIT, EXIT_CODE_TABLE, type ExitCode } from "@/lib/vocabulary/cli-exit-codes";

export function exitMeaning(code: ExitCode): string {
  return EXIT_CODE_TABLE.find((row) => row.code === code)?.meaning ?? "";
}

/** The one document `--json` prints for a command's result: its members after the three every answer has. */
export function resultDocument(command: string, exit: ExitCode, members: Record<string, unknown>): Record<string, unknown> {
  return { command, exit_code: exit, exit_meaning: exitMeaning(exit), ...members };
}

let exiting = false;

function finish(code: number): void {
  if (exiting) return;
  exiting = true;
  process.exitCode = code;
  // Let pending writes of stderr drain, then leave even if a socket is still open.
  setImmediate(() => process.exit(code));
}

/** Exit 7 on a closed pipe, from any write of this process. */
export function watchForClosedPipe(): void {
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") finish(EXIT.outputNotDelivered);
    else finish(EXIT.outputNotDelivered);
  });
}

export function writeAndExit(text: string, code: ExitCode): void {
  process.stdout.write(text.endsWith("\n") ? text : `${text}\n`, (err) => {
    finish(err ? EXIT.outputNotDelivered : code);
  });
}

export function diagnostic(line: string): void {
  process.stderr.write(`${line}\n`);
}
