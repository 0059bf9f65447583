// The `svc` command line client. Every command answers with an exit code from one table and, with
// `--json`, exactly one JSON document on stdout (diagnostics on stderr). It holds no key and reads or
// sends no credential of any kind.
import { Command, CommanderError } from "commander";
import { EXIT, EXIT_CODE_TABLE, type ExitCode } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
// Each command is imported when it runs: bin/svc.mjs splits the bundle per command, so a run loads only
// its own command's code and dependencies (svc check does not load lint's HCL parser or the MCP client),
// which took a run from about 0.42 s to 0.24 s on this machine.
import type { VerifyOptions } from "@/lib/transports/cli/commands/verify";
import type { WitnessOptions } from "@/lib/transports/cli/commands/witness";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { UsageError } from "@/lib/transports/cli/usage-error";
import { diagnostic, resultDocument, watchForClosedPipe, writeAndExit } from "@/lib/transports/cli/write-output";

const EXIT_HELP = [
  "",
  "Exit codes:",
  ...EXIT_CODE_TABLE.map((row) => `  ${String(row.code).padStart(2)}  ${row.meaning}`),
  "",
  "Environment: SVC_BASE_URL (web host, default http://localhost:3000), SVC_API_URL (API host, default http://api.localhost:3000).",
].join("\n");

function wantsJson(argv: readonly string[]): boolean {
  return argv.includes("--json");
}

function emit(command: string, json: boolean, result: CommandResult): void {
  if (json) {
    writeAndExit(JSON.stringify(resultDocument(command, result.exit, result.json)), result.exit);
  } else {
    writeAndExit(result.text.join("\n"), result.exit);
  }
}

function failure(command: string, json: boolean, code: ExitCode, kind: string, message: string): void {
  if (json) {
    diagnostic(message);
    writeAndExit(JSON.stringify(resultDocument(command, code, { error: { code: kind, message } })), code);
  } else {
    process.stderr.write(`svc ${command}: ${message}\n`, () => {
      process.exitCode = code;
      setImmediate(() => process.exit(code));
    });
  }
}

/** Runs one command's work and turns its outcome or error into the one answer of this run. */
async function run(command: string, json: boolean, work: () => Promise<CommandResult> | CommandResult): Promise<void> {
  try {
    emit(command, json, await work());
  } catch (err) {
    if (err instanceof UsageError) return failure(command, json, EXIT.usage, "usage", err.message);
    if (err instanceof ServiceReadError) return failure(command, json, EXIT.serviceError, "service_error", err.message);
    return failure(command, json, EXIT.serviceError, "internal_error", err instanceof Error ? err.message : String(err));
  }
}

export function buildProgram(): Command {
  const program = new Command("svc")
    .description("Public Trust Network client: ask whether a vendor is on the Network and whether what it shows holds.")
    .option("--json", "print exactly one JSON document on stdout")
    .addHelpText("after", EXIT_HELP)
    .exitOverride()
    .showHelpAfterError(false);

  const json = (cmd: Command) => Boolean(cmd.optsWithGlobals().json);

  program
    .command("check")
    .description("read a company's canonical public record: listed, witnessed, counts and signing key")
    .argument("<domain>", "the company's domain or a URL on it")
    .option("--json", "print exactly one JSON document on stdout")
    .action((domain: string, _opts, cmd: Command) =>
      run("check", json(cmd), async () => (await import("@/lib/transports/cli/commands/check")).runCheck(domain)),
    );

  program
    .command("verify")
    .description(
      "verify a company's witness statement (or, with --claim, a claim statement) " +
        "on this machine: signature, key, subject, log inclusion, corrections",
    )
    .argument("[domain]", "the company's domain (none: give --bundle, --token or --file)")
    .option("--token <token>", "a Trust Ledger Token (tlt1....) instead of reading one")
    .option("--file <file>", "a file holding a token or a decoded token")
    .option("--bundle <file>", "a verification bundle saved earlier (--save-bundle)")
    .option(
      "--statement <file>",
      "a signed statement alone (or a statement check: { statement, documents?, " +
        "subject?, corrections? }); found in the log by GET /log/lookup unless --offline",
    )
    .option(
      "--claim <index>",
      "a claim statement by its log index (a profile's claim.verified.log_index): who proved control of the domain, when and how",
    )
    .option("--save-bundle <file>", "keep what was read, to verify again later with --bundle")
    .option("--keys <file>", "the witness keys (GET /public/keys) instead of reading them")
    .option("--log-key <vkey>", "the log's pinned verifier key (C2SP signed-note)")
    .option(
      "--witness-key <vkey>",
      "a witness whose cosignature of the checkpoint counts (repeatable; C2SP cosignature/v1 verifier key)",
      (v: string, all: string[] = []) => [...all, v],
    )
    .option("--min-witnesses <n>", "refuse (exit 11) unless at least N of the named witnesses cosigned the checkpoint (default 1)")
    .option("--offline", "send nothing: verify only what is given")
    .option("--json", "print exactly one JSON document on stdout")
    .action((domain: string | undefined, opts: VerifyOptions, cmd: Command) =>
      run("verify", json(cmd), async () => (await import("@/lib/transports/cli/commands/verify")).runVerify(domain, opts)),
    );

  const log = program.command("log").description("the statement log seen from outside: checkpoint, inclusion proof, monitor");
  log
    .command("checkpoint")
    .description("read and check the log's latest signed checkpoint")
    .option("--log-key <vkey>", "the log's pinned verifier key")
    .option("--json", "print exactly one JSON document on stdout")
    .action((opts: { logKey?: string }, cmd: Command) =>
      run("log", json(cmd), async () => (await import("@/lib/transports/cli/commands/log")).runLogCheckpoint(opts)),
    );
  log
    .command("proof")
    .description("check that entry <index> is included in the latest signed checkpoint")
    .argument("<index>", "the entry's index")
    .option("--log-key <vkey>", "the log's pinned verifier key")
    .option("--json", "print exactly one JSON document on stdout")
    .action((index: string, opts: { logKey?: string }, cmd: Command) =>
      run("log", json(cmd), async () => (await import("@/lib/transports/cli/commands/log")).runLogProof(index, opts)),
    );
  log
    .command("monitor")
    .description("check the log only grew since the saved checkpoint (consistency proof); save the new one only then")
    .requiredOption("--state <file>", "the saved checkpoint")
    .option("--log-key <vkey>", "the log's pinned verifier key")
    .option("--json", "print exactly one JSON document on stdout")
    .action((opts: { state: string; logKey?: string }, cmd: Command) =>
      run("log", json(cmd), async () => (await import("@/lib/transports/cli/commands/log")).runLogMonitor(opts)),
    );

  program
    .command("mirror")
    .description("download the whole log as tiles into <dir>, each verified before it is kept; resumable")
    .argument("<dir>", "where to keep the mirror")
    .option("--log-key <vkey>", "the log's pinned verifier key")
    .option("--json", "print exactly one JSON document on stdout")
    .action((dir: string, opts: { logKey?: string }, cmd: Command) =>
      run("mirror", json(cmd), async () => (await import("@/lib/transports/cli/commands/mirror")).runMirror(dir, opts)),
    );

  program
    .command("witness")
    .description(
      "an independent log witness: check each new checkpoint extends the last one cosigned, then cosign it (exit 12: split view)",
    )
    .requiredOption("--state <dir>", "where the witness keeps its key (made on first run, mode 600) and the last checkpoint it cosigned")
    .option("--log-key <vkey>", "the log's pinned verifier key (C2SP signed-note); required but with --print-key")
    .option("--url <api_url>", "the service's API URL (default: SVC_API_URL)")
    .option("--watch <seconds>", "repeat every N seconds until a split view stops it")
    .option("--name <name>", "the witness's key name, chosen on first run (default: witness-<hash of its key>)")
    .option("--print-key", "make the key if there is none, print its verifier key, read nothing")
    .option("--json", "print exactly one JSON document on stdout")
    .action((opts: WitnessOptions, cmd: Command) =>
      run("witness", json(cmd), async () => (await import("@/lib/transports/cli/commands/witness")).runWitness(opts)),
    );

  program
    .command("lint")
    .description("count what local Terraform, Kubernetes and Dockerfiles declare (offline: opens no socket)")
    .argument("[path]", "a file or directory", ".")
    .option("--max-files <n>", "walk cap: stop after this many files", String(10_000))
    .option("--json", "print exactly one JSON document on stdout")
    .action((target: string, opts: { maxFiles?: string }, cmd: Command) =>
      run("lint", json(cmd), async () => (await import("@/lib/transports/cli/commands/lint")).runLint(target, opts)),
    );

  const guard = program
    .command("guard")
    .description("decide whether an agent may act with a vendor, from a written policy and verified evidence");
  guard
    .command("decide")
    .description("answer allow, hold or deny (exit 0 only for allow)")
    .requiredOption("--policy <file>", "the policy (YAML)")
    .requiredOption("--tool <name>", "the tool the agent is about to call")
    .requiredOption("--args <json>", "the tool's arguments as a JSON object, or @file")
    .option("--log-key <vkey>", "the statement log's pinned verifier key")
    .option("--json", "print exactly one JSON document on stdout")
    .action((opts: { policy: string; tool: string; args: string; logKey?: string }, cmd: Command) =>
      run("guard", json(cmd), async () => (await import("@/lib/transports/cli/commands/guard")).runGuardDecide(opts)),
    );

  const declare = program
    .command("declare")
    .description("publish your company's facts signed with your own key (the service never signs them)");
  declare
    .command("init")
    .description("make an Ed25519 key pair and a declaration document")
    .requiredOption("--domain <domain>", "your company's domain")
    .option("--dir <dir>", "where to write the two files", ".")
    .option("--fact <category/key=value>", "a fact to declare (repeatable)", (v: string, all: string[] = []) => [...all, v])
    .option("--json", "print exactly one JSON document on stdout")
    .action((opts: { domain: string; dir: string; fact?: string[] }, cmd: Command) =>
      run("declare", json(cmd), async () => (await import("@/lib/transports/cli/commands/declare")).runDeclareInit(opts)),
    );
  declare
    .command("sign")
    .description("sign the declaration document with your private key")
    .option("--dir <dir>", "where the document and key are", ".")
    .option("--document <file>", "the document (default: <dir>/svc-declaration.json)")
    .option("--key <file>", "the private key (default: <dir>/svc-declaration-key.pem)")
    .option("--json", "print exactly one JSON document on stdout")
    .action((opts: { dir: string; document?: string; key?: string }, cmd: Command) =>
      run("declare", json(cmd), async () => (await import("@/lib/transports/cli/commands/declare")).runDeclareSign(opts)),
    );
  declare
    .command("verify")
    .description("check a signed declaration document offline (exit 8: signature invalid, 9: another domain)")
    .argument("<file>", "the signed document")
    .option("--domain <domain>", "the domain it must speak for")
    .option("--json", "print exactly one JSON document on stdout")
    .action((file: string, opts: { domain?: string }, cmd: Command) =>
      run("declare", json(cmd), async () => (await import("@/lib/transports/cli/commands/declare")).runDeclareVerify(file, opts)),
    );

  program
    .command("mcp-tools")
    .description("list an MCP server's tools and a canonical digest of them; with --state, what changed (exit 9)")
    .argument("<url>", "the MCP endpoint (Streamable HTTP)")
    .option("--state <file>", "a saved reading to compare with; the new reading replaces it")
    .option("--json", "print exactly one JSON document on stdout")
    .action((url: string, opts: { state?: string }, cmd: Command) =>
      run("mcp-tools", json(cmd), async () => (await import("@/lib/transports/cli/commands/mcp-tools")).runMcpTools(url, opts)),
    );

  program
    .command("public-record")
    .description("print the company's public-source facts from the service's record versions, each dated")
    .argument("<domain>", "the company's domain or a URL on it")
    .option("--json", "print exactly one JSON document on stdout")
    .action((domain: string, _opts, cmd: Command) =>
      run("public-record", json(cmd), async () => (await import("@/lib/transports/cli/commands/public-record")).runPublicRecord(domain)),
    );

  program
    .command("schema")
    .description("print the JSON Schema of a command's --json document")
    .argument("[command]", "the command; none: list the commands that have one")
    .option("--json", "print exactly one JSON document on stdout")
    .action((name: string | undefined, _opts, cmd: Command) =>
      run("schema", json(cmd), async () => (await import("@/lib/transports/cli/commands/schema")).runSchema(name)),
    );

  for (const name of ["scan", "eu"] as const) {
    program
      .command(name, { hidden: true })
      .allowUnknownOption()
      .allowExcessArguments()
      .option("--json", "print exactly one JSON document on stdout")
      .action((_opts, cmd: Command) =>
        run(name, json(cmd), async () => (await import("@/lib/transports/cli/commands/retired")).runRetired(name)),
      );
  }
  return program;
}

export async function main(argv: readonly string[]): Promise<void> {
  watchForClosedPipe();
  const program = buildProgram();
  program.configureOutput({
    writeErr: (text) => {
      if (!wantsJson(argv)) process.stderr.write(text);
    },
  });
  try {
    await program.parseAsync(argv as string[], { from: "user" });
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help asked for is an answer; help shown because no command was given is a usage error.
      if (err.code === "commander.helpDisplayed" || err.code === "commander.version") process.exit(0);
      const command = argv.find((a) => !a.startsWith("-")) ?? "svc";
      const message = err.code === "commander.help" ? "a command is required (see svc --help)" : err.message.replace(/^error: /, "");
      return failure(command, wantsJson(argv), EXIT.usage, "usage", message);
    }
    throw err;
  }
}
