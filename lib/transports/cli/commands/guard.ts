// `svc guard decide --policy <yaml> --tool <name> --args <json>`: allow, hold or deny for an agent
// about to act with a vendor. Exit 0 only for `allow`, so `svc guard decide ... && act` is safe; any
// other decision exits with the code of its strongest reason.
import { readFile } from "node:fs/promises";
import { EXIT, type ExitCode } from "@/lib/vocabulary/cli-exit-codes";
import type { GuardReason } from "@/lib/vocabulary/guard-decisions";
import { guardDecision } from "@/lib/transports/cli/guard/guard-decision";
import { parsePolicy, PolicyError } from "@/lib/transports/cli/guard/policy";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { UsageError } from "@/lib/transports/cli/usage-error";

const MAX_INPUT_BYTES = 256 * 1024;

/** The exit code of a decision that is not `allow`, from its strongest reason. */
const REASON_EXIT: [GuardReason, ExitCode][] = [
  ["evidence_invalid", EXIT.signatureInvalid],
  ["subject_mismatch", EXIT.bindingMismatch],
  ["source_unreachable", EXIT.serviceError],
  ["unknown_counterparty", EXIT.notListed],
  ["claim_missing", EXIT.partial],
  ["claim_stale", EXIT.partial],
  ["tool_not_in_policy", EXIT.partial],
];

async function readBounded(file: string, what: string): Promise<string> {
  try {
    const text = await readFile(file, "utf8");
    if (Buffer.byteLength(text) > MAX_INPUT_BYTES) throw new UsageError(`${what} is larger than ${MAX_INPUT_BYTES} bytes`);
    return text;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${what} "${file}" cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

export async function runGuardDecide(options: { policy: string; tool: string; args: string; logKey?: string }): Promise<CommandResult> {
  let policy;
  try {
    policy = parsePolicy(await readBounded(options.policy, "--policy"));
  } catch (err) {
    if (err instanceof PolicyError) throw new UsageError(`--policy: ${err.message}`);
    throw err;
  }
  const argsText = options.args.startsWith("@") ? await readBounded(options.args.slice(1), "--args") : options.args;
  if (Buffer.byteLength(argsText) > MAX_INPUT_BYTES) throw new UsageError(`--args is larger than ${MAX_INPUT_BYTES} bytes`);
  let args: unknown;
  try {
    args = JSON.parse(argsText);
  } catch {
    throw new UsageError("--args is not JSON (give a JSON object, or @file)");
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) throw new UsageError("--args must be a JSON object");
  if (options.tool.length === 0 || options.tool.length > 200) throw new UsageError("--tool must be 1 to 200 characters");

  const result = await guardDecision({ policy, tool: options.tool, args, logKey: options.logKey });
  const exit: ExitCode =
    result.decision === "allow" ? EXIT.listedWitnessed : (REASON_EXIT.find(([r]) => result.reasons.includes(r))?.[1] ?? EXIT.partial);
  const text = [
    result.decision,
    `  tool ${result.tool}${result.action ? ` (action ${result.action})` : ""}, counterparty ${result.counterparty ?? "unknown"}`,
    `  reasons: ${result.reasons.join(", ")}`,
    ...result.requirements.map(
      (r) => `  ${r.state.padEnd(7)} ${r.claim}${r.origin ? ` from ${r.origin}` : ""}${r.absolute ? " (absolute)" : ""}`,
    ),
  ];
  return { exit, json: { ...result }, text };
}
