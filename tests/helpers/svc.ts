// Runs the `svc` client as a user does: `node bin/svc.mjs ...` in a child process, pointed at a served
// instance through SVC_BASE_URL / SVC_API_URL. Also validates a `--json` document against the JSON
// Schema the client itself publishes (what `svc schema <command>` prints, read from the same function here:
// tests/cli/guard.test.ts and tests/cli/declare.test.ts run the command itself).
import { spawn } from "node:child_process";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { runSchema } from "@/lib/transports/cli/commands/schema";
import { resultDocument } from "@/lib/transports/cli/write-output";
import { ROOT, type CliResult } from "@/tests/helpers/cli";

export const SVC_BIN = path.join(ROOT, "bin", "svc.mjs");

export interface SvcOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Extra node flags before the entry (e.g. a preload). */
  nodeArgs?: string[];
  timeoutMs?: number;
  /** Close our end of stdout at once (a reader that went away). */
  closeStdout?: boolean;
  stdin?: string;
  /** Run as this user and group (when the tests run as root and a file must be unreadable). */
  uid?: number;
  gid?: number;
}

export function runSvc(args: string[], opts: SvcOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.BASE_URL;
    for (const [k, v] of Object.entries(opts.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), SVC_BIN, ...args], {
      cwd: opts.cwd ?? ROOT,
      env,
      uid: opts.uid,
      gid: opts.gid,
    });
    let stdout = "";
    let stderr = "";
    if (opts.closeStdout) child.stdout.destroy();
    else child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    if (opts.stdin !== undefined) child.stdin.end(opts.stdin);
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 60_000);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
// One compile per command.
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

function validatorFor(command: string): ReturnType<typeof ajv.compile> {
  let v = validators.get(command);
  if (!v) {
    v = ajv.compile((runSchema(command).json as { schema: object }).schema);
    validators.set(command, v);
  }
  return v;
}

/**
 * The document `svc <command> --json` prints for a command's result, built by the entry point's own function
 * (resultDocument) and checked against the command's published schema: for a test that runs a
 * command's own function over many inputs in this process, and the command as a child process for a few.
 */
export async function documentOf(command: string, result: CommandResult): Promise<any> {
  const doc = resultDocument(command, result.exit, result.json);
  const validate = validatorFor(command);
  if (!validate(doc)) throw new Error(`svc ${command} --json does not match its schema: ${ajv.errorsText(validate.errors)}`);
  return doc;
}

/** Parses stdout as exactly one JSON document and checks it against the command's published schema. */
export async function jsonOf(result: CliResult, command: string): Promise<any> {
  const doc = JSON.parse(result.stdout);
  const validate = validatorFor(command);
  if (!validate(doc))
    throw new Error(`svc ${command} --json does not match its schema: ${ajv.errorsText(validate.errors)}\n${result.stdout}`);
  return doc;
}
