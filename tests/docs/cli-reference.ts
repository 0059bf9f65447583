// The reference part of docs/cli.md, from commander's own description of `svc` (lib/transports/cli/main.ts) and the
// exit-code table (lib/vocabulary/cli-exit-codes.ts), so the docs cannot drift from what `svc --help` says.
import type { Command, Help } from "commander";
import { buildProgram } from "@/lib/transports/cli/main";
import { EXIT_CODE_TABLE } from "@/lib/vocabulary/cli-exit-codes";

export const CLI_DOC = "docs/cli.md";
export const EXIT_CODES_BLOCK = "exit codes";
export const COMMANDS_BLOCK = "command reference";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

export function exitCodeTable(): string {
  return ["| Code | Meaning |", "| --- | --- |", ...EXIT_CODE_TABLE.map((r) => `| ${r.code} | ${cell(r.meaning)} |`)].join("\n");
}

function describe(cmd: Command, help: Help): string[] {
  const out = [`### \`${help.commandUsage(cmd)}\``, "", cell(help.commandDescription(cmd)), ""];
  const args = help.visibleArguments(cmd);
  if (args.length) {
    out.push("| Argument | Meaning |", "| --- | --- |");
    for (const a of args) out.push(`| \`${help.argumentTerm(a)}\` | ${cell(help.argumentDescription(a))} |`);
    out.push("");
  }
  const options = help.visibleOptions(cmd).filter((o) => o.long !== "--help");
  if (options.length) {
    out.push("| Option | Meaning |", "| --- | --- |");
    for (const o of options) out.push(`| \`${help.optionTerm(o)}\` | ${cell(help.optionDescription(o))} |`);
    out.push("");
  }
  return out;
}

export function cliReference(): string {
  const program = buildProgram();
  const help = program.createHelp();
  const out: string[] = [];
  const walk = (cmd: Command) => {
    const subs = help.visibleCommands(cmd).filter((c) => c.name() !== "help");
    if (cmd !== program && subs.length === 0) out.push(...describe(cmd, help));
    for (const s of subs) walk(s);
  };
  out.push(...describe(program, help));
  walk(program);
  return out.join("\n");
}
