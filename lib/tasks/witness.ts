// npm run witness -- --company <slug> | --domain <domain>: runs one reading of a company now, against the
// configured database, and prints what it found. --domain reads a domain that has no company yet: it is
// added as an unclaimed company with nothing but its domain (a witnessed company without a rich profile,
// found at /api/mobile/directory/vendor/d--<domain>). Outside production a local world (WITNESS_WORLD_FILE) may stand
// in for the network; `npm run dev` writes one for the demo domains.
import { DOMAIN_SLUG_PREFIX } from "../directory/read-vendor";
import { closeDb, getDb, type Db } from "../db/client";
import { normaliseDomain } from "../witness/readers/outside-in";
import { migratePostgres } from "../db/migrate-postgres";
import { env } from "../env";
import { runReading } from "../witness/engine/run-reading";

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

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const url = env().DATABASE_URL;
  if (url) await migratePostgres(url);
  const db = await getDb();
  const company = args.domain
    ? await companyForDomain(db, args.domain)
    : await db.company.findUnique({ where: { slug: args.company }, select: { id: true, slug: true, domain: true } });
  if (!company) throw new Error(`no company with slug "${args.company}"`);
  if (!company.domain) throw new Error(`company "${company.slug}" has no domain to read`);
  const done = await runReading(db, { companyId: company.id });
  console.log(`reading ${done.readingId} of ${company.slug} (${company.domain}) at ${done.takenAt.toISOString()}`);
  console.log(`passed ${done.counts.passed}, failed ${done.counts.failed}, not read ${done.counts.not_read}; standing ${done.standing ?? "null"}`);
  for (const c of done.checks) {
    console.log(`  ${c.outcome.padEnd(8)} ${c.check_id}${c.reason ? ` [${c.reason}]` : ""}: ${c.observed ?? ""}`);
  }
}

main()
  .then(() => closeDb())
  .catch(async (err) => {
    console.error(err instanceof Error ? err.message : err);
    await closeDb().catch(() => {});
    process.exit(1);
  });
