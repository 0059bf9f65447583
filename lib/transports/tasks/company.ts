// npm run company -- add <domain> --workspace <slug> | remove <domain> | transfer <domain> --to <slug> | list
// The operator's hand on company claims (disputes, onboarding), against the configured database; every
// change is an audit event of the workspaces it touches.
import { normaliseClaimDomain, ClaimDomainError } from "@/lib/companies/claim-domain";
import { openTaskDb, runTask } from "@/lib/transports/tasks/run-task";

const USAGE = "usage: npm run company -- add <domain> --workspace <slug> | remove <domain> | transfer <domain> --to <slug> | list";

function option(args: string[], name: string): string {
  const i = args.indexOf(name);
  const value = i >= 0 ? args[i + 1] : undefined;
  if (!value || value.startsWith("--")) throw new Error(`${name} <slug> is required. ${USAGE}`);
  args.splice(i, 2);
  return value;
}

function domainArg(args: string[]): string {
  if (args.length !== 1) throw new Error(`one domain is required. ${USAGE}`);
  try {
    return normaliseClaimDomain(args[0]);
  } catch (err) {
    if (err instanceof ClaimDomainError) throw new Error(`domain: ${err.message}`, { cause: err });
    throw err;
  }
}

type Command = { kind: "list" } | { kind: "add" | "transfer"; domain: string; workspace: string } | { kind: "remove"; domain: string };

/** Reads the command line whole before the database is opened: a usage error changes nothing. */
function parseCommand(argv: string[]): Command {
  const [command, ...args] = argv;
  if (command === "list") {
    if (args.length) throw new Error(`list takes no arguments. ${USAGE}`);
    return { kind: "list" };
  }
  if (command === "add") {
    const workspace = option(args, "--workspace");
    return { kind: "add", workspace, domain: domainArg(args) };
  }
  if (command === "transfer") {
    const workspace = option(args, "--to");
    return { kind: "transfer", workspace, domain: domainArg(args) };
  }
  if (command === "remove") return { kind: "remove", domain: domainArg(args) };
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  const db = await openTaskDb();
  const { operatorGrant, operatorList, operatorRemove } = await import("@/lib/companies/operator-claims");
  if (command.kind === "list") {
    const rows = await operatorList(db);
    if (!rows.length) console.log("no company claims.");
    for (const r of rows)
      console.log(
        `${r.domain}\t${r.slug}\t${r.workspace}\t${r.state}${r.method ? ` (${r.method})` : ""}` +
          `\t${r.owner ? `owner, ${r.publication}` : "not owner"}`,
      );
    return;
  }
  if (command.kind === "remove") {
    const r = await operatorRemove(db, command.domain);
    console.log(`removed ${r.claims} claim(s) on ${r.slug}; the company is unclaimed.`);
    return;
  }
  const r = await operatorGrant(db, command.domain, command.workspace, command.kind === "add" ? "company.granted" : "company.transferred");
  console.log(
    command.kind === "add"
      ? `granted ${r.slug} to workspace ${r.workspace} as a verified claim (private until the workspace publishes it).`
      : `transferred ${r.slug} to workspace ${r.workspace}.`,
  );
}

void runTask("company", main);
