// npm run witness -- --company <slug> | --domain <domain>: runs one reading of a company now, against the
// configured database, and prints what it found. --domain reads a domain that has no company yet: it is
// added as an unclaimed company with nothing but its domain (a witnessed company without a rich profile,
// found at /api/mobile/directory/vendor/d--<domain>). Beside a running service (on the embedded database, which
// only one process may open, and on PostgreSQL alike) the service takes the reading (lib/witness/operator). Outside
// production the demo world answers (or the one WITNESS_WORLD_FILE names); production reads the real domain.
// Prints every check and the statement's log index; exits 1 when the reading could not be taken.
import { DOMAIN_SLUG_PREFIX } from "@/lib/directory/read-vendor";
import { closeDb, getDb, type Db } from "@/lib/platform/db/client";
import { normaliseDomain } from "@/lib/witness/readers/outside-in";
import { migratePostgres } from "@/lib/platform/db/migrate-postgres";
import { env } from "@/lib/platform/env";
import { worldNetwork } from "@/lib/platform/outbound/witness-network";
import { readOperatorAddress } from "@/lib/witness/operator/operator-endpoint";
import { witnessNow, type WitnessNowResult } from "@/lib/witness/operator/witness-now";
import { startDemoWorld, type DemoWorld } from "@/lib/seed/demo-world";

const USAGE = "usage: npm run witness -- --company <slug> | --domain <domain>";

function parseArgs(argv: string[]): { company?: string; domain?: string } {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i]!.match(/^--(company|domain)(?:=(.*))?$/);
    if (!m) throw new Error(`unknown argument "${argv[i]}". ${USAGE}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined || value.startsWith("--")) throw new Error(`--${m[1]} needs a value. ${USAGE}`);
    out[m[1]!] = value;
  }
  if (!out.company === !out.domain) throw new Error(`give exactly one of --company and --domain. ${USAGE}`);
  return out;
}

/** The company holding `domain`, or a new unclaimed one with nothing but the domain. */
async function companyForDomain(db: Db, raw: string) {
  const domain = normaliseDomain(raw);
  const found = await db.company.findUnique({ where: { domain }, select: { id: true, slug: true, domain: true } });
  if (found) return found;
  const slug = `${DOMAIN_SLUG_PREFIX}${domain}`;
  return db.company.create({
    data: { id: slug, slug, name: domain, sortName: domain, domain, jurisdiction: "unknown", publication: "unclaimed", searchText: domain },
    select: { id: true, slug: true, domain: true },
  });
}

function print(r: WitnessNowResult): void {
  console.log(`reading ${r.readingId} of ${r.slug} (${r.domain}) at ${r.takenAt}`);
  console.log(`passed ${r.counts.passed}, failed ${r.counts.failed}, not read ${r.counts.not_read}; standing ${r.standing ?? "null"}`);
  for (const c of r.checks) {
    console.log(`  ${c.outcome.padEnd(8)} ${c.check_id}${c.reason ? ` [${c.reason}]` : ""}: ${c.observed ?? ""}`);
  }
  console.log(r.logIndex === null ? "log index: pending (the service's sequencer integrates it)" : `log index: ${r.logIndex}`);
}

/** Asks the running service to take the reading; null when none answers (then the task opens the database itself). */
async function viaService(slug: string): Promise<WitnessNowResult | null> {
  const address = readOperatorAddress();
  if (!address) return null;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${address.port}/witness`, {
      method: "POST",
      headers: { authorization: `Bearer ${address.token}`, "content-type": "application/json" },
      body: JSON.stringify({ company: slug }),
    });
  } catch {
    return null; // A stale announcement: the service is gone.
  }
  const body = (await res.json()) as WitnessNowResult & { message?: string };
  if (!res.ok) throw new Error(body.message ?? `the running service refused the reading (HTTP ${res.status})`);
  console.log(`(taken by the running service, pid ${address.pid})`);
  return body;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const e = env();
  const url = e.DATABASE_URL;
  if (args.company) {
    const answered = await viaService(args.company);
    if (answered) return print(answered);
  }
  if (url) await migratePostgres(url);
  const db = await getDb();
  let world: DemoWorld | null = null;
  try {
    // Development reads the demo world, as the scheduler of `npm run dev` does; production the real domain.
    if (e.NODE_ENV !== "production" && !e.WITNESS_WORLD_FILE) world = await startDemoWorld();
    const slug = args.domain ? (await companyForDomain(db, args.domain)).slug : args.company!;
    print(await witnessNow(db, slug, world ? worldNetwork(world.live) : undefined));
  } finally {
    await world?.close();
  }
}

main()
  .then(() => closeDb())
  .catch(async (err) => {
    console.error(err instanceof Error ? err.message : err);
    await closeDb().catch(() => {});
    process.exit(1);
  });
