// npm run key:create -- --workspace <slug> [--dpop-jkt <thumbprint>] [--name <label>]: creates a workspace
// API key against the configured database and prints it once. With --dpop-jkt the key is bound to that
// public key (DPoP proofs only); without, it is an ingest key for POST /v1/evidence/webhook.
import { openTaskDb, runTask } from "@/lib/transports/tasks/run-task";
import { createApiKey, JKT_PATTERN } from "@/lib/auth/api-keys";

const USAGE = "usage: npm run key:create -- --workspace <slug> [--dpop-jkt <thumbprint>] [--name <label>]";

function parseArgs(argv: string[]): { workspace: string; dpopJkt: string | null; name: string } {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const m = arg.match(/^--(workspace|dpop-jkt|name)(?:=(.*))?$/);
    if (!m) throw new Error(`unknown argument "${arg}". ${USAGE}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined || value.startsWith("--")) throw new Error(`--${m[1]} needs a value. ${USAGE}`);
    out[m[1]] = value;
  }
  if (!out.workspace) throw new Error(`--workspace is required. ${USAGE}`);
  const dpopJkt = out["dpop-jkt"] ?? null;
  if (dpopJkt && !JKT_PATTERN.test(dpopJkt)) throw new Error("--dpop-jkt must be an RFC 7638 SHA-256 thumbprint: 43 base64url characters.");
  return { workspace: out.workspace, dpopJkt, name: out.name ?? (dpopJkt ? "operator bound key" : "operator ingest key") };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const db = await openTaskDb();
  const ws = await db.workspace.findUnique({ where: { slug: args.workspace }, select: { id: true, slug: true } });
  if (!ws) throw new Error(`no workspace with slug "${args.workspace}"`);
  const key = await createApiKey(db, {
    workspaceId: ws.id,
    name: args.name,
    dpopJkt: args.dpopJkt,
    createdBy: { type: "operator", id: null },
  });
  console.log(`${key.kind} key ${key.id} for workspace ${ws.slug}; shown once, only its hash is kept:`);
  console.log(key.key);
}

await runTask("key:create", main);
