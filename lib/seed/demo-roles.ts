// How each kind of demo company is seeded: published and read hourly, published but never read,
// withdrawn, private, unclaimed. The named fixtures reuse these with their own readings.
import { publishRecordVersion } from "@/lib/network/publish-version";
import { genericAiProfile, writeAiProfile, type AiProfileSeed } from "./ai-profiles";
import { genericFacts } from "./demo-facts";
import { checksFor, DAY, HOUR, hourlyReadings, pillarRows, providerRows, withFailing, type ReadingRow } from "./demo-rows";
import { createCompany, domainOf, insertFacts, insertReadings, type SeedContext } from "./demo-writers";

// Variety the directory and continuity reads must cope with, on fixed companies so tests can name them.
const GAPS = new Set(["tessellate-data", "orbitdesk", "keystone-guard", "riverbend-hr"]);
const COVERAGE_CHANGED = new Set(["corvid-observability", "parcel-ledger", "stackyard"]);
const MISSED_OBSERVATION = new Set(["signalfire-monitoring"]);
const STALE = new Set(["copperleaf-finance"]);
export const CONTESTED = new Set(["brightpath-hr", "helpwise-ai", "quarry-db", "saltmarsh-legal"]);
const WITH_PILLARS = new Set(["corvid-observability", "quarry-db", "helpwise-ai", "ambergate-identity"]);

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** 24 to 96 hourly readings; a few companies get gaps, a coverage change, a missed observation or go stale. */
export function genericReadings(ctx: SeedContext): ReadingRow[] {
  const { rand, now, entry } = ctx;
  const checks = checksFor(domainOf(entry), rand.int(8, 14), rand);
  const failing = new Set(rand.sample(checks, rand.int(0, 2)).map((c) => c.check_id));
  const base = withFailing(checks, failing);
  const count = rand.int(24, 96);
  const latestAt = STALE.has(entry.slug) ? ago(now, 3 * DAY + rand.int(5, 50) * 60_000) : ago(now, rand.int(2, 55) * 60_000);
  let skipHours: Set<number> | undefined;
  if (GAPS.has(entry.slug)) {
    const start = rand.int(5, count - 10);
    skipHours = new Set(Array.from({ length: rand.int(2, 5) }, (_, i) => start + i));
  }
  const changeAt = rand.int(6, count - 6);
  const extraFailing = base.find((c) => c.passed)!.check_id;
  const earlier = withFailing(checks, new Set([...failing, extraFailing]));
  return hourlyReadings({
    companyId: entry.slug,
    latestAt,
    count,
    checks: base,
    skipHours,
    vary: (hoursAgo) => {
      if (COVERAGE_CHANGED.has(entry.slug) && hoursAgo >= changeAt) return { checks: earlier };
      if (MISSED_OBSERVATION.has(entry.slug) && hoursAgo === changeAt) return { noObservation: true };
      return undefined;
    },
  });
}

export interface NetworkCompanyOptions {
  createdAt?: Date;
  /** Readings to write instead of the generic ones; [] for none. */
  readings?: ReadingRow[];
  sign?: boolean;
  ai?: AiProfileSeed | null;
}

export async function seedNetworkCompany(ctx: SeedContext, opts: NetworkCompanyOptions = {}): Promise<void> {
  const { db, now, rand, entry } = ctx;
  const createdAt = opts.createdAt ?? ago(now, rand.int(60, 400) * DAY);
  const established = now.getTime() - createdAt.getTime() > 50 * DAY;
  const { companyId } = await createCompany(ctx, { createdAt });
  const readings = opts.readings ?? genericReadings(ctx);
  const facts = genericFacts(entry, rand, { witnessed: readings.length > 0, contested: CONTESTED.has(entry.slug) });
  // Some companies changed their record after first publishing it: the last fact arrives with v2.
  const later = established && rand.chance(0.4) ? facts.pop() : undefined;
  await insertFacts(ctx, facts, createdAt);
  const firstAt = established ? new Date(createdAt.getTime() + rand.int(1, 10) * DAY) : new Date(createdAt.getTime() + HOUR);
  await publishRecordVersion(db, companyId, { kind: "published", recordedAt: firstAt });
  if (later) {
    // About a third of the updates land inside the change feed's default 24-hour window.
    const updatedAt = rand.chance(0.35) ? ago(now, rand.int(1, 20) * HOUR) : ago(now, rand.int(2, 40) * DAY);
    await insertFacts(ctx, [later], updatedAt);
    await publishRecordVersion(db, companyId, { kind: "updated", recordedAt: updatedAt });
  }
  await insertReadings(ctx, readings, { sign: opts.sign ?? true });
  const ai = opts.ai === undefined ? genericAiProfile(entry, rand) : opts.ai;
  if (ai) await writeAiProfile(db, companyId, ai, now);
  if (WITH_PILLARS.has(entry.slug)) {
    await db.pillar.createMany({ data: pillarRows({ companyId, now, rand }) });
    await db.provider.createMany({ data: providerRows(companyId, now, rand) });
  }
}

export async function seedUnwitnessedCompany(ctx: SeedContext): Promise<void> {
  await seedNetworkCompany(ctx, { createdAt: ago(ctx.now, ctx.rand.int(5, 40) * DAY), readings: [] });
}

/** Published for months, then withdrawn: a "withdrawn" version closes its history. */
export async function seedWithdrawnCompany(ctx: SeedContext): Promise<void> {
  const { db, now, rand, entry } = ctx;
  const createdAt = ago(now, 300 * DAY);
  const withdrawnAt = ago(now, rand.int(10, 30) * DAY);
  const { companyId } = await createCompany(ctx, { createdAt });
  await insertFacts(ctx, genericFacts(entry, rand, { witnessed: true }), createdAt);
  await publishRecordVersion(db, companyId, { kind: "published", recordedAt: new Date(createdAt.getTime() + 5 * DAY) });
  const checks = checksFor(domainOf(entry), rand.int(8, 12), rand);
  await insertReadings(ctx, hourlyReadings({ companyId, latestAt: ago(withdrawnAt, 2 * HOUR), count: 48, checks }), { sign: false });
  await db.company.update({ where: { id: companyId }, data: { withdrawnAt } });
  await publishRecordVersion(db, companyId, { kind: "withdrawn", recordedAt: withdrawnAt });
}

/** Claimed and read, but the owner keeps the profile private: measured, never published. */
export async function seedPrivateCompany(ctx: SeedContext): Promise<void> {
  const { now, rand, entry } = ctx;
  const createdAt = ago(now, rand.int(30, 120) * DAY);
  const { companyId } = await createCompany(ctx, { createdAt });
  await insertFacts(ctx, genericFacts(entry, rand, { witnessed: true }), createdAt);
  const checks = checksFor(domainOf(entry), rand.int(8, 12), rand);
  await insertReadings(ctx, hourlyReadings({ companyId, latestAt: ago(now, rand.int(5, 50) * 60_000), count: 24, checks }), { sign: false });
}

/** Known from public sources only: no workspace, no reading, no version. */
export async function seedUnclaimedCompany(ctx: SeedContext): Promise<void> {
  const createdAt = ago(ctx.now, ctx.rand.int(10, 90) * DAY);
  await createCompany(ctx, { createdAt });
  await insertFacts(ctx, genericFacts(ctx.entry, ctx.rand, { witnessed: false, outsideInOnly: true }), createdAt);
}
