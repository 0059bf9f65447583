// How each kind of demo company is seeded: published and read hourly, published but never read,
// withdrawn, private, unclaimed. The named fixtures reuse these with their own readings.
import { publishRecordVersion } from "@/lib/network/publish-version";
import { genericAiProfile, writeAiProfile, type AiProfileSeed } from "@/lib/seed/ai-profiles";
import { genericFacts } from "@/lib/seed/demo-facts";
import { DAY, HOUR, hourlyTimes, pillarRows, providerRows } from "@/lib/seed/demo-rows";
import { createCompany, insertFacts, takeReadings, witnessBeforePublishing, type SeedContext } from "@/lib/seed/demo-writers";

// Variety the directory and continuity reads must cope with, on fixed companies so tests can name them:
// gaps in the record (hours the service read nothing) and one hour the company's host did not answer.
const GAPS = new Set(["tessellate-data", "orbitdesk", "keystone-guard", "riverbend-hr"]);
const MISSED_OBSERVATION = new Set(["signalfire-monitoring"]);
export const CONTESTED = new Set(["brightpath-hr", "helpwise-ai", "quarry-db", "saltmarsh-legal"]);
const WITH_PILLARS = new Set(["corvid-observability", "quarry-db", "helpwise-ai", "ambergate-identity"]);

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export interface ReadingPlan {
  times: Date[];
  /** The company's host did not answer at this time (the reading observes nothing). */
  dark?: (at: Date) => boolean;
}

/**
 * 3 to 6 hourly readings, the latest within the hour; a few companies get a gap or a missed observation.
 * Few, because each is a real reading by the engine (about a tenth of a second on an idle machine).
 */
export function genericReadings(ctx: SeedContext): ReadingPlan {
  const { rand, now, entry } = ctx;
  const count = rand.int(3, 6);
  const latestAt = ago(now, rand.int(2, 55) * 60_000);
  let skipHours: Set<number> | undefined;
  if (GAPS.has(entry.slug)) {
    const start = rand.int(1, count - 2);
    skipHours = new Set(Array.from({ length: rand.int(2, 4) }, (_, i) => start + i));
  }
  const times = hourlyTimes({ latestAt, count, skipHours });
  if (!MISSED_OBSERVATION.has(entry.slug)) return { times };
  const missed = times[rand.int(1, count - 2)]!.getTime();
  return { times, dark: (at) => at.getTime() === missed };
}

export interface NetworkCompanyOptions {
  createdAt?: Date;
  /** Readings to take instead of the generic ones; { times: [] } for none. */
  readings?: ReadingPlan;
  ai?: AiProfileSeed | null;
}

export async function seedNetworkCompany(ctx: SeedContext, opts: NetworkCompanyOptions = {}): Promise<void> {
  const { db, now, rand, entry } = ctx;
  const createdAt = opts.createdAt ?? ago(now, rand.int(60, 400) * DAY);
  const established = now.getTime() - createdAt.getTime() > 50 * DAY;
  const { companyId } = await createCompany(ctx, { createdAt });
  const readings = opts.readings ?? genericReadings(ctx);
  const facts = genericFacts(entry, rand, { witnessed: readings.times.length > 0, contested: CONTESTED.has(entry.slug) });
  // Some companies changed their record after first publishing it: the last fact arrives with v2.
  const later = established && rand.chance(0.4) ? facts.pop() : undefined;
  await insertFacts(ctx, facts, createdAt);
  if (readings.times.length > 0) await witnessBeforePublishing(ctx, createdAt);
  const firstAt = established ? new Date(createdAt.getTime() + rand.int(1, 10) * DAY) : new Date(createdAt.getTime() + HOUR);
  await publishRecordVersion(db, companyId, { kind: "published", recordedAt: firstAt });
  if (later) {
    // About a third of the updates land inside the change feed's default 24-hour window.
    const updatedAt = rand.chance(0.35) ? ago(now, rand.int(1, 20) * HOUR) : ago(now, rand.int(2, 40) * DAY);
    await insertFacts(ctx, [later], updatedAt);
    await publishRecordVersion(db, companyId, { kind: "updated", recordedAt: updatedAt });
  }
  await takeReadings(ctx, readings.times, readings.dark);
  const ai = opts.ai === undefined ? genericAiProfile(entry, rand) : opts.ai;
  if (ai) await writeAiProfile(db, companyId, ai, now);
  if (WITH_PILLARS.has(entry.slug)) {
    await db.pillar.createMany({ data: pillarRows({ companyId, now, rand }) });
    await db.provider.createMany({ data: providerRows(companyId, now, rand) });
  }
}

export async function seedUnwitnessedCompany(ctx: SeedContext): Promise<void> {
  await seedNetworkCompany(ctx, { createdAt: ago(ctx.now, ctx.rand.int(5, 40) * DAY), readings: { times: [] } });
}

/** Published for months, then withdrawn: a "withdrawn" version closes its history. */
export async function seedWithdrawnCompany(ctx: SeedContext): Promise<void> {
  const { db, now, rand, entry } = ctx;
  const createdAt = ago(now, 300 * DAY);
  const withdrawnAt = ago(now, rand.int(10, 30) * DAY);
  const { companyId } = await createCompany(ctx, { createdAt });
  await insertFacts(ctx, genericFacts(entry, rand, { witnessed: true }), createdAt);
  await witnessBeforePublishing(ctx, createdAt);
  await publishRecordVersion(db, companyId, { kind: "published", recordedAt: new Date(createdAt.getTime() + 5 * DAY) });
  await takeReadings(ctx, hourlyTimes({ latestAt: ago(withdrawnAt, 2 * HOUR), count: 3 }));
  await db.company.update({ where: { id: companyId }, data: { withdrawnAt } });
  await publishRecordVersion(db, companyId, { kind: "withdrawn", recordedAt: withdrawnAt });
}

/** Claimed and read, but the owner keeps the profile private: measured, never published. */
export async function seedPrivateCompany(ctx: SeedContext): Promise<void> {
  const { now, rand, entry } = ctx;
  const createdAt = ago(now, rand.int(30, 120) * DAY);
  await createCompany(ctx, { createdAt });
  await insertFacts(ctx, genericFacts(entry, rand, { witnessed: true }), createdAt);
  await takeReadings(ctx, hourlyTimes({ latestAt: ago(now, rand.int(5, 50) * 60_000), count: 3 }));
}

/** Known from public sources only: no workspace, no reading, no version. */
export async function seedUnclaimedCompany(ctx: SeedContext): Promise<void> {
  const createdAt = ago(ctx.now, ctx.rand.int(10, 90) * DAY);
  await createCompany(ctx, { createdAt });
  await insertFacts(ctx, genericFacts(ctx.entry, ctx.rand, { witnessed: false, outsideInOnly: true }), createdAt);
}
