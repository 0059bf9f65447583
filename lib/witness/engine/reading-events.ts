// What a reading tells the workspace through the outbox (spec 6.1), computed from the previous reading's
// per-control outcomes kept on each Provider row (lastChecks), never from earlier readings:
// `control.witnessed` for each connected-source control whose witnessed outcome moved, and one
// `monitoring.drift` per workspace per run listing regressions (passed -> failed) and lost connections.
import { env } from "@/lib/platform/env";
import type { CheckOutcome, NotReadReason } from "@/lib/vocabulary/check-outcomes";
import type { SourceRead } from "@/lib/witness/connectors/read-connected";
import type { RecentOutcome } from "@/lib/witness-record/continuity-update";

export const MAX_DRIFT_CHANGES = 50;

// A type alias (not an interface) so lists of it are assignable to the outbox's Json column.
export type DriftChange = {
  id: string;
  provider_key: string;
  summary: string;
  direction: "regression" | "lost_connection";
  prev_status: string;
  new_status: string;
};

export interface PreviousSource {
  key: string;
  status: string;
  lastChecks: Record<string, CheckOutcome> | null;
}

export interface SourceEvents {
  controlsWitnessed: { controlId: string; status: CheckOutcome }[];
  drift: DriftChange[];
  /** What to store as the source's lastChecks for the next reading. */
  lastChecks: Record<string, CheckOutcome>;
}

export function eventsOfSource(read: SourceRead, prev: PreviousSource): SourceEvents {
  const before = prev.lastChecks ?? {};
  const lastChecks: Record<string, CheckOutcome> = {};
  const controlsWitnessed: SourceEvents["controlsWitnessed"] = [];
  const drift: DriftChange[] = [];
  if (prev.status === "connected" && read.status === "disconnected") {
    const why = read.checks.find((c) => c.reason === "source_disconnected")?.observed ?? "the source did not answer";
    drift.push({
      id: `${read.key}:connection`,
      provider_key: read.key,
      summary: `connection lost: ${why}`,
      direction: "lost_connection",
      prev_status: "connected",
      new_status: "disconnected",
    });
  }
  for (const c of read.checks) {
    // A control not read keeps its last witnessed outcome: losing the connection is not a changed control.
    const was = before[c.control_id];
    lastChecks[c.control_id] = c.outcome === "not_read" && was ? was : c.outcome;
    if (c.outcome === "not_read") continue;
    if (was !== c.outcome) controlsWitnessed.push({ controlId: c.control_id, status: c.outcome });
    if (was === "passed" && c.outcome === "failed") {
      drift.push({
        id: c.control_id,
        provider_key: read.key,
        summary: `${c.check_id}: ${c.observed ?? "failed"}`.slice(0, 300),
        direction: "regression",
        prev_status: "passed",
        new_status: "failed",
      });
    }
  }
  return { controlsWitnessed, drift, lastChecks };
}

export type DriftEventData = { count: number; changes: DriftChange[]; url: string };

/** The drift of one reading, or `into` (the run's drift so far) with it added: `changes` keeps the first 50. */
export function driftEventData(changes: readonly DriftChange[], slug: string, into?: DriftEventData): DriftEventData {
  const page = new URL(`/network/company/${encodeURIComponent(slug)}`, env().BASE_URL).toString();
  if (!into || into.count === 0) return { count: changes.length, changes: changes.slice(0, MAX_DRIFT_CHANGES), url: page };
  return {
    count: into.count + changes.length,
    changes: [...into.changes, ...changes].slice(0, MAX_DRIFT_CHANGES),
    // Several companies drifted in this run: the workspace lists them all.
    url: into.url === page ? page : new URL("/workspace", env().BASE_URL).toString(),
  };
}

/** Failed readings in a row (nothing came back from the company) that make one `reading.failing` alert. */
export const FAILING_STREAK = 3;

/**
 * The `reading.failing` alert's data when this reading (the last of `recent`, oldest first) is the
 * FAILING_STREAK-th failed one in a row, else null: exactly once a streak, however long it runs; a
 * reading that observed something ends it. `recent` is the company row's 72 h window, which holds many
 * hourly readings, so a streak of three is always inside it.
 */
export function readingFailingData(
  recent: readonly RecentOutcome[],
  subject: { slug: string; domain: string; lastWitnessedAt: Date | null },
  reasons: readonly (NotReadReason | null)[],
) {
  let streak = 0;
  while (streak < recent.length && recent[recent.length - 1 - streak]!.standing === null) streak++;
  if (streak !== FAILING_STREAK) return null;
  return {
    slug: subject.slug,
    domain: subject.domain,
    failed_readings: FAILING_STREAK,
    since: Date.parse(recent[recent.length - FAILING_STREAK]!.t),
    last_witnessed_at: subject.lastWitnessedAt?.getTime() ?? null,
    reasons: [...new Set(reasons.filter((r): r is NotReadReason => r !== null))].sort(),
    url: new URL(`/network/company/${encodeURIComponent(subject.slug)}`, env().BASE_URL).toString(),
  };
}
