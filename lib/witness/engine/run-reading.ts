// One reading of one company, end to end: run the readers, list every response read in the evidence
// manifest, sign the versioned statement, then in one transaction store the reading, advance the
// company's continuity summary and directory keys, and queue the outbox events the change calls for.
import { createHash, randomBytes } from "node:crypto";
import { clock } from "@/lib/platform/clock";
import { env } from "@/lib/platform/env";
import type { Db } from "@/lib/platform/db/client";
import { outboxEventId } from "@/lib/platform/outbox/outbox-event-id";
import type { CheckOutcome } from "@/lib/vocabulary/check-outcomes";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { CHECK_MAPPING_SHA256, EVALUATOR_VERSION } from "@/lib/witness-record/check-mapping";
import type { CheckResult, EvidenceItem } from "@/lib/witness-record/check-result";
import { readConnectedSources } from "@/lib/witness/connectors/read-connected";
import { witnessNetwork } from "@/lib/platform/outbound/witness-network";
import { readOutsideIn, type OutsideInOptions } from "@/lib/witness/readers/outside-in";
import { hasLiveRecord, readDeclaration, recordDeclaration } from "@/lib/witness/declaration/reading-hook";
import { writeRecordVersion } from "@/lib/network/publish-version";
import { ensureSigningKeyPublished, signReadingStatement } from "@/lib/witness/reading-statement";
import {
  driftEventData,
  eventsOfSource,
  readingFailingData,
  type DriftChange,
  type DriftEventData,
} from "@/lib/witness/engine/reading-events";
import { applyWitnessedFacts } from "@/lib/witness/engine/witnessed-facts";
import { takeFeedOrder } from "@/lib/feed/change-order";
import { CADENCE_MS } from "@/lib/witness-record/continuity";
import { advanceContinuity, appendRecentOutcome, CONTINUITY_SELECT, evidenceList } from "@/lib/witness-record/continuity-update";
import { bumpPageTags } from "@/lib/platform/page-cache/tag-versions";

export const READING_SCOPE = "outside-in";
/** The scope of a reading that also read the company's connected sources. */
export const CONNECTED_SCOPE = "outside-in+connected";

export interface RunReadingOptions {
  companyId: string;
  reader?: OutsideInOptions;
  /**
   * The slot a scheduled reading belongs to: if another reading of the company landed at or after this
   * time (a job the queue handed out twice, e.g. after its expiry on a slow instance), this one is not
   * stored. Checked under the company's row lock, so two concurrent readings cannot both land.
   */
  slot?: Date;
  /**
   * The scheduling run (the plan's slot) a planned reading belongs to: its `monitoring.drift` joins the one
   * event of the workspace for that run, sent once the run's readings are done. Without it (a re-read, a
   * reading by hand) the drift is an event of its own at once.
   */
  run?: Date;
}

// How long after the end of its spread a run's drift event waits for readings still landing.
const DRIFT_GATHER_MARGIN_MS = 5 * 60_000;

/** When the drift of a run is sent: after every planned reading of the run has had its minute. */
export function driftDueAt(run: Date): Date {
  return new Date(run.getTime() + Math.min(env().WITNESS_SPREAD_MS, CADENCE_MS) + DRIFT_GATHER_MARGIN_MS);
}

/** The id of a workspace's drift event for a run: the same for every reading of the run, whatever instance. */
function driftEventId(workspaceId: string, run: Date): string {
  return "evt_" + createHash("sha256").update(`monitoring.drift\n${workspaceId}\n${run.toISOString()}`).digest("hex").slice(0, 32);
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Adds a reading's drift to its workspace's one event of the run (spec 6.1), or sends it alone when the run's has gone out. */
async function gatherDrift(tx: Tx, workspaceId: string, run: Date, drift: DriftChange[], slug: string, takenAt: Date): Promise<void> {
  const id = driftEventId(workspaceId, run);
  const empty: DriftEventData = { count: 0, changes: [], url: "" };
  await tx.outboxEvent.createMany({
    data: [{ id, workspaceId, type: "monitoring.drift", data: empty, createdAt: driftDueAt(run) }],
    skipDuplicates: true,
  });
  // Two readings of the run landing together add to the event one after the other.
  await tx.$queryRaw`SELECT id FROM "OutboxEvent" WHERE id = ${id} FOR UPDATE`;
  const row = await tx.outboxEvent.findUniqueOrThrow({ where: { id }, select: { data: true, dispatchedAt: true } });
  if (row.dispatchedAt) {
    // A reading that landed after its run's event went out.
    const data = driftEventData(drift, slug);
    await tx.outboxEvent.create({ data: { id: outboxEventId(), workspaceId, type: "monitoring.drift", data, createdAt: takenAt } });
    return;
  }
  await tx.outboxEvent.update({ where: { id }, data: { data: driftEventData(drift, slug, row.data as DriftEventData) } });
}

export class AlreadyReadError extends Error {
  readonly code = "already_read";
}

export interface ReadingDone {
  readingId: string;
  companyId: string;
  takenAt: Date;
  counts: Record<CheckOutcome, number>;
  standing: string | null;
  checks: CheckResult[];
}

export class NothingToReadError extends Error {
  readonly code = "nothing_to_read";
}

export function evidenceManifest(readingId: string, items: readonly EvidenceItem[]) {
  return { evidence_manifest: 1, reading_id: readingId, items };
}

export function countOutcomes(checks: readonly CheckResult[]): Record<CheckOutcome, number> {
  const counts: Record<CheckOutcome, number> = { passed: 0, failed: 0, not_read: 0 };
  for (const c of checks) counts[c.outcome]++;
  return counts;
}

export async function runReading(db: Db, { companyId, reader, slot, run }: RunReadingOptions): Promise<ReadingDone> {
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: {
      id: true,
      slug: true,
      domain: true,
      publication: true,
      providers: { where: { connector: { not: null } }, orderBy: { key: "asc" } },
    },
  });
  if (!company?.domain) throw new NothingToReadError(`company ${companyId} has no domain to read`);
  await ensureSigningKeyPublished(db);
  const takenAt = clock().now();
  const readingId = "rd_" + randomBytes(12).toString("base64url");
  // The company's own signed declaration is read alongside (issue 21, lib/witness/declaration/reading-hook.ts).
  const [read, declared] = await Promise.all([readOutsideIn(company.domain, reader), readDeclaration(company.domain, reader)]);
  const connected = await readConnectedSources(
    company.providers.map((p) => ({ key: p.key, connector: p.connector!, config: p.config, sealedToken: p.sealedToken })),
    {
      network: reader?.network ?? witnessNetwork(),
      deadlineMs: reader?.deadlineMs ?? env().WITNESS_DEADLINE_MS,
      cap: reader?.maxBodyBytes ?? env().WITNESS_MAX_BODY_BYTES,
    },
  );
  const connectedChecks = connected.sources.flatMap((s) => s.checks.map(({ control_id: _, ...check }) => check));
  const checks = [...read.checks, ...connectedChecks];
  const scope = connected.sources.length ? CONNECTED_SCOPE : READING_SCOPE;
  const counts = countOutcomes(checks);
  // Run = checks judged (passed or failed). Standing is null when nothing came back from the company:
  // every outside-in check either not read or failed only because the site could not be reached.
  const checksRun = counts.passed + counts.failed;
  const standing = read.checks.some((c) => c.outcome !== "not_read" && c.reason === null) ? "witnessed" : null;
  const manifest = evidenceManifest(readingId, [
    ...read.evidence,
    ...(declared.evidence ? [declared.evidence] : []),
    ...connected.evidence,
  ]);
  const statement = await signReadingStatement(db, {
    readingId,
    subject: { domain: read.domain, slug: company.slug },
    scope,
    takenAt,
    evaluatorVersion: EVALUATOR_VERSION,
    counts,
    standing,
    checkMappingSha256: CHECK_MAPPING_SHA256,
    evidenceManifestSha256: sha256Hex(canonicalJson(manifest)),
    checks,
  });
  await db.$transaction(async (tx) => {
    // The feed's order first, before the row lock (the order every publisher takes them in, so two
    // transactions never wait on each other's): a reading whose witnessed facts moved writes a record
    // version in this transaction, stamped in commit order (lib/feed/change-order.ts).
    const feedStamp = await takeFeedOrder(tx);
    // Row lock: two readings of one company landing together must advance the summary one after the other.
    await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${company.id} FOR UPDATE`;
    // Its continuity and last reading change the company's cached pages and the directory (lib/page-cache).
    await bumpPageTags(tx as Db, [{ type: "reading.landed", slug: company.slug }]);
    const prev = await tx.company.findUniqueOrThrow({
      where: { id: company.id },
      select: { ...CONTINUITY_SELECT, workspaceId: true, lastWitnessedAt: true, recentOutcomes: true },
    });
    if (slot && prev.lastReadingAt && prev.lastReadingAt >= slot)
      throw new AlreadyReadError(`company ${company.id} was already read in this slot`);
    await tx.reading.create({
      data: {
        id: readingId,
        companyId: company.id,
        takenAt,
        checksRun,
        checksPassed: counts.passed,
        checksFailed: counts.failed,
        checksNotRead: counts.not_read,
        standing,
        checks,
        statement: { ...statement },
        evaluatorVersion: EVALUATOR_VERSION,
        scope,
        evidenceManifest: manifest,
      },
    });
    const declaredFactsChanged = await recordDeclaration(tx, company.id, declared, takenAt);
    const outcome = { takenAt, checksRun, checksPassed: counts.passed, standing };
    const next = advanceContinuity(prev, outcome);
    const lastWitnessedAt = standing === "witnessed" ? takenAt : prev.lastWitnessedAt;
    const recentOutcomes = appendRecentOutcome(prev.recentOutcomes, outcome);
    await tx.company.update({
      where: { id: company.id },
      data: {
        ...next,
        lastReadingId: readingId,
        lastStatement: { ...statement },
        lastEvidence: evidenceList(checks),
        recentOutcomes,
        witnessed: lastWitnessedAt !== null,
        lastWitnessedAt,
        dirRank: lastWitnessedAt ? -BigInt(lastWitnessedAt.getTime()) : 0n,
      },
    });
    // Witnessed facts of a published record, and the declaration's facts: one new record version for
    // whatever this reading moved, none when it saw the same.
    const witnessedChanged =
      company.publication === "published" &&
      (await applyWitnessedFacts(
        tx as Db,
        company.id,
        [
          ...read.checks.map((c) => ({ key: c.check_id, checkId: c.check_id, outcome: c.outcome })),
          ...connected.sources.flatMap((s) => s.checks.map((c) => ({ key: c.control_id, checkId: c.check_id, outcome: c.outcome }))),
        ],
        takenAt,
      ));
    if (witnessedChanged || (declaredFactsChanged && (await hasLiveRecord(tx as Db, company.id)))) {
      await writeRecordVersion(tx as Db, company.id, { kind: "updated", recordedAt: feedStamp });
    }
    const drift: DriftChange[] = [];
    for (const source of connected.sources) {
      const row = company.providers.find((p) => p.key === source.key)!;
      const events = eventsOfSource(source, {
        key: row.key,
        status: row.status,
        lastChecks: row.lastChecks as Record<string, CheckOutcome> | null,
      });
      drift.push(...events.drift);
      await tx.provider.update({
        where: { id: row.id },
        data: { status: source.status, lastChecks: events.lastChecks, ...(source.status === "connected" ? { lastSyncAt: takenAt } : {}) },
      });
      if (!prev.workspaceId) continue;
      for (const control of events.controlsWitnessed) {
        await tx.outboxEvent.create({
          data: { id: outboxEventId(), workspaceId: prev.workspaceId, type: "control.witnessed", data: control, createdAt: takenAt },
        });
      }
    }
    if (prev.workspaceId && drift.length && run) await gatherDrift(tx, prev.workspaceId, run, drift, company.slug, takenAt);
    else if (prev.workspaceId && drift.length) {
      await tx.outboxEvent.create({
        data: {
          id: outboxEventId(),
          workspaceId: prev.workspaceId,
          type: "monitoring.drift",
          data: { ...driftEventData(drift, company.slug) },
          createdAt: takenAt,
        },
      });
    }
    const failing =
      prev.workspaceId &&
      readingFailingData(
        recentOutcomes,
        { slug: company.slug, domain: read.domain, lastWitnessedAt },
        read.checks.map((c) => c.reason),
      );
    if (prev.workspaceId && failing) {
      await tx.outboxEvent.create({
        data: { id: outboxEventId(), workspaceId: prev.workspaceId, type: "reading.failing", data: failing, createdAt: takenAt },
      });
    }
    if (prev.workspaceId && (prev.lastChecksPassed !== counts.passed || prev.lastChecksRun !== checksRun)) {
      await tx.outboxEvent.create({
        data: {
          id: outboxEventId(),
          workspaceId: prev.workspaceId,
          type: "witness.changed",
          data: {
            coverage: { passed: counts.passed, run: checksRun },
            previous: prev.lastChecksRun === null ? null : { passed: prev.lastChecksPassed ?? 0, run: prev.lastChecksRun },
            change: {
              passed: prev.lastChecksPassed === null ? null : counts.passed - prev.lastChecksPassed,
              run: prev.lastChecksRun === null ? null : checksRun - prev.lastChecksRun,
            },
            source: scope,
            changed_at: takenAt.getTime(),
          },
          createdAt: takenAt,
        },
      });
    }
  });
  return { readingId, companyId: company.id, takenAt, counts, standing, checks };
}
