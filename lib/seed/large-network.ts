// A large synthetic Network for benchmarks: N published Network companies with their readings, six
// facts and one record version each, written a batch at a time. Rows are generated here rather than
// in SQL so each record body and digest comes from the same code as publishRecordVersion's, and
// every denormalised directory column is set directly (no recompute pass).
import {
  advanceContinuity,
  appendRecentOutcome,
  evidenceList,
  type ContinuityColumns,
  type RecentOutcome,
} from "@/lib/witness-record/continuity-update";
import { EMPTY_CONTINUITY } from "@/lib/witness/engine/rebuild-continuity";
import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import { buildRecordBody, publicFactOrigin, type RecordFact } from "@/lib/network/record-body";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { bulkInsert, sameAs } from "@/lib/seed/bulk-insert";
import { CHECKS, COUNTRIES, DATA_RESIDENCY_REGIONS, DEPLOYMENT_MODELS, INDUSTRIES } from "@/lib/seed/demo-catalog";
import { headquartersOf } from "@/lib/seed/demo-facts";
import { HOUR } from "@/lib/seed/demo-rows";
import { rng } from "@/lib/seed/prng";
import { clock } from "@/lib/platform/clock";

const FIRST = [
  "Acme",
  "Northstar",
  "Bluefin",
  "Cinder",
  "Halcyon",
  "Jasper",
  "Kingfisher",
  "Lantern",
  "Marlow",
  "Nimbus",
  "Onyx",
  "Pinecrest",
  "Quill",
  "Redwood",
  "Sparrow",
  "Tamarack",
  "Umber",
  "Vantage",
  "Willow",
  "Yarrow",
];
const SECOND = ["Data", "Cloud", "Labs", "Systems", "AI", "Security", "Analytics", "Works", "Logic", "Stack", "Health", "Pay"];
const WHAT = [
  "Workflow automation",
  "Audit logging",
  "Usage analytics",
  "Access reviews",
  "Document search",
  "Invoice processing",
  "Model monitoring",
  "Incident alerts",
];
const FOR = ["finance teams", "hospitals", "developers", "support teams", "retailers", "law firms", "data teams", "HR teams"];
const COUNTRY_CODES = Object.keys(COUNTRIES);
const LARGE_SEED = 0x5eed_1a46;

export interface SeedLargeNetworkOptions {
  companies: number;
  now?: Date;
  batchSize?: number;
  /**
   * Hourly readings of each read company (default 3; the profile bench uses 720, thirty days). Readings
   * past the newest three carry an empty check list, which keeps a 10,000-company history within memory
   * on the embedded database; no read path reads them (the engine keeps the summary on Company).
   */
  readingsPerCompany?: number;
}

export interface SeedLargeNetworkSummary {
  companies: number;
  readings: number;
  facts: number;
  versions: number;
  ms: number;
}

/** "Acme Data 000042": the index makes names and slugs unique, the words vary the sort order. */
export function largeCompanyName(index: number): string {
  return `${FIRST[index % FIRST.length]} ${SECOND[Math.floor(index / FIRST.length) % SECOND.length]} ${String(index).padStart(6, "0")}`;
}

export function largeCompanySlug(index: number): string {
  return largeCompanyName(index).toLowerCase().replaceAll(" ", "-");
}

interface Batch {
  companies: object[];
  readings: object[];
  facts: object[];
  versions: object[];
}

function addCompany(batch: Batch, index: number, now: Date, perCompany: number): { readings: number } {
  const r = rng((LARGE_SEED ^ index) >>> 0);
  const name = largeCompanyName(index);
  const slug = largeCompanySlug(index);
  const domain = `${slug}.example`;
  const tagline = `${r.pick(WHAT)} for ${r.pick(FOR)}`;
  const industries = r.sample(INDUSTRIES, r.int(1, 2));
  const hqCountry = r.pick(COUNTRY_CODES);
  const dataResidency = r.sample(DATA_RESIDENCY_REGIONS, r.int(1, 2));
  const deploymentModels = r.sample(DEPLOYMENT_MODELS, r.int(1, 2));
  const productNames = [`${name.split(" ").slice(0, 2).join(" ")} ${r.pick(["Cloud", "Platform", "Connect", "Insights"])}`];
  const createdAt = new Date(now.getTime() - r.int(2, 365 * 24) * HOUR);
  const publishedAt = new Date(createdAt.getTime() + HOUR);

  // One in seven was never read; the rest have three agreeing hourly readings ending up to ten hours
  // ago. They are sent once per company and fanned out by the database (see writeBatch).
  const readingCount = index % 7 === 0 ? 0 : perCompany;
  const witnessed = readingCount > 0;
  const latestAt = new Date(now.getTime() - r.int(2, 600) * 60_000);
  // The continuity columns the reading engine would have kept, computed by the same rule.
  let continuity: ContinuityColumns = EMPTY_CONTINUITY;
  let recentOutcomes: RecentOutcome[] = [];
  let lastEvidence: { check_id: string; source: string }[] | null = null;
  if (witnessed) {
    const checks = r
      .sample(CHECKS, r.int(6, 10))
      .map((c) => ({ check_id: c.id, source: c.source.replaceAll("{d}", domain), passed: r.chance(0.9) }));
    const checksRun = checks.length;
    const checksPassed = checks.filter((c) => c.passed).length;
    batch.readings.push({ companyId: slug, latest: latestAt, count: readingCount, checksRun, checksPassed, checks });
    for (let n = readingCount - 1; n >= 0; n--) {
      const outcome = { takenAt: new Date(latestAt.getTime() - n * HOUR), checksRun, checksPassed, standing: "witnessed" };
      continuity = advanceContinuity(continuity, outcome);
      recentOutcomes = appendRecentOutcome(recentOutcomes, outcome);
    }
    lastEvidence = evidenceList(checks);
  }

  const facts: RecordFact[] = [
    { category: "company", key: "founded", label: "Founded", value: String(r.int(2005, 2024)), origin: "company_declared" },
    { category: "company", key: "headquarters", label: "Headquarters", value: headquartersOf({ hqCountry }), origin: "company_declared" },
    {
      category: "infrastructure",
      key: "data-residency",
      label: "Data residency",
      value: dataResidency.join(", "),
      origin: "company_declared",
    },
    witnessed
      ? { category: "security", key: "tls", label: "TLS", value: r.pick(["TLS 1.3 only", "TLS 1.2 and 1.3 offered"]), origin: "witnessed" }
      : {
          category: "company",
          key: "employees",
          label: "Employees",
          value: r.pick(["11–50", "51–200", "201–500"]),
          origin: "public_source",
        },
    {
      category: "security",
      key: "sso",
      label: "Single sign-on",
      value: r.pick(["SAML 2.0 and OIDC", "SAML 2.0 on the Enterprise plan"]),
      origin: "company_declared",
    },
    {
      category: "privacy",
      key: "subprocessors",
      label: "Subprocessor list",
      value: `Published at ${domain}/subprocessors`,
      origin: "public_source",
    },
  ];
  facts.forEach((f, n) =>
    batch.facts.push({ id: `lgf_${index}_${n}`, companyId: slug, ...f, origin: publicFactOrigin(f.origin), createdAt }),
  );

  const record = { slug, name, domain, tagline, industries, hqCountry, dataResidency, deploymentModels, productNames };
  const body = canonicalJson(buildRecordBody(record, facts));
  batch.versions.push({
    eventId: "rv_" + randomBytes(16).toString("base64url"),
    companyId: slug,
    body,
    digest: sha256Hex(body),
    recordedAt: publishedAt,
  });

  batch.companies.push({
    id: slug,
    domain,
    name,
    sortName: name.toLowerCase(),
    tagline,
    industries,
    hqCountry,
    dataResidency,
    deploymentModels,
    productNames,
    jurisdiction: COUNTRIES[hqCountry].jurisdiction,
    witnessed,
    lastWitnessedAt: witnessed ? latestAt : null,
    // Same rule as recomputeDirectoryKeys: -epoch ms of the last witnessed reading, 0 when none
    // (a JSON number: epoch milliseconds are far inside the exact integer range).
    dirRank: witnessed ? -latestAt.getTime() : 0,
    searchText: `${name} ${domain} ${tagline}`.toLowerCase(),
    profileUpdatedAt: publishedAt,
    createdAt,
    ...continuity,
    recentOutcomes,
    lastEvidence,
  });
  return { readings: readingCount };
}

// Dates travel as ISO strings ending in Z; a timestamp without time zone ignores the zone, so the
// stored value is the UTC instant, as Prisma writes it.
async function writeBatch(db: Db, b: Batch): Promise<void> {
  await bulkInsert(db, "Company", b.companies, {
    fields: {
      id: "text",
      domain: "text",
      name: "text",
      sortName: "text",
      tagline: "text",
      industries: "text[]",
      hqCountry: "text",
      dataResidency: "text[]",
      deploymentModels: "text[]",
      productNames: "text[]",
      jurisdiction: "text",
      witnessed: "boolean",
      lastWitnessedAt: "timestamp(3)",
      dirRank: "bigint",
      searchText: "text",
      profileUpdatedAt: "timestamp(3)",
      createdAt: "timestamp(3)",
      recordBegan: "timestamp(3)",
      firstWitnessedAt: "timestamp(3)",
      lastReadingAt: "timestamp(3)",
      lastStanding: "text",
      lastChecksRun: "int",
      lastChecksPassed: "int",
      unbrokenSince: "timestamp(3)",
      unbrokenReadings: "int",
      totalReadings: "int",
      recentOutcomes: "jsonb",
      lastEvidence: "jsonb",
    },
    columns: {
      ...sameAs(
        "id",
        "domain",
        "name",
        "sortName",
        "tagline",
        "industries",
        "hqCountry",
        "dataResidency",
        "deploymentModels",
        "productNames",
        "jurisdiction",
        "witnessed",
        "lastWitnessedAt",
        "dirRank",
        "searchText",
        "profileUpdatedAt",
        "createdAt",
        "recordBegan",
        "firstWitnessedAt",
        "lastReadingAt",
        "lastStanding",
        "lastChecksRun",
        "lastChecksPassed",
        "unbrokenSince",
        "unbrokenReadings",
        "totalReadings",
        "recentOutcomes",
        "lastEvidence",
      ),
      slug: `x."id"`,
      publication: `'published'::"PublicationState"`,
      isNetwork: "true",
      listed: "true",
      aiHighlights: "'{}'::text[]",
    },
  });
  // The other three tables only reference Company, so PostgreSQL can load them side by side.
  await Promise.all([
    bulkInsert(db, "Reading", b.readings, {
      fields: { companyId: "text", latest: "timestamp(3)", count: "int", checksRun: "int", checksPassed: "int", checks: "jsonb" },
      columns: {
        id: `x."companyId" || ':r' || g.n`,
        ...sameAs("companyId", "checksRun", "checksPassed"),
        checks: `CASE WHEN g.n < 3 THEN x."checks" ELSE '[]'::jsonb END`,
        takenAt: `x."latest" - g.n * interval '1 hour'`,
        standing: `'witnessed'`,
      },
      expand: `CROSS JOIN LATERAL generate_series(0, x."count" - 1) AS g(n)`,
    }),
    bulkInsert(db, "Fact", b.facts, {
      fields: {
        id: "text",
        companyId: "text",
        category: "text",
        key: "text",
        label: "text",
        value: "text",
        origin: "text",
        createdAt: "timestamp(3)",
      },
      columns: { ...sameAs("id", "companyId", "category", "key", "label", "value", "createdAt"), origin: `x."origin"::"FactOrigin"` },
    }),
    bulkInsert(db, "RecordVersion", b.versions, {
      fields: { eventId: "text", companyId: "text", body: "text", digest: "text", recordedAt: "timestamp(3)" },
      columns: { ...sameAs("eventId", "companyId", "body", "digest", "recordedAt"), version: "1", kind: `'published'` },
    }),
  ]);
}

export async function seedLargeNetwork(
  db: Db,
  { companies, now = clock().now(), batchSize = 1000, readingsPerCompany = 3 }: SeedLargeNetworkOptions,
): Promise<SeedLargeNetworkSummary> {
  const started = performance.now();
  if (!Number.isInteger(companies) || companies < 0) throw new RangeError("companies must be a non-negative integer");
  if (companies > 0 && (await db.company.count({ where: { id: largeCompanySlug(0) } }))) {
    throw new Error("The large network is already seeded (reset first: npm run db:seed -- --reset).");
  }
  const totals = { companies: 0, readings: 0, facts: 0, versions: 0 };
  // The next batch is built while the previous one is being written.
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < companies; start += batchSize) {
    const batch: Batch = { companies: [], readings: [], facts: [], versions: [] };
    for (let i = start; i < Math.min(start + batchSize, companies); i++)
      totals.readings += addCompany(batch, i, now, readingsPerCompany).readings;
    totals.companies += batch.companies.length;
    totals.facts += batch.facts.length;
    totals.versions += batch.versions.length;
    await writing;
    writing = writeBatch(db, batch);
  }
  await writing;
  return { ...totals, ms: Math.round(performance.now() - started) };
}
