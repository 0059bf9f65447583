// One target's result, from what the three batch reads returned for it.
import { errorDefinition, type ErrorCode } from "@/lib/vocabulary/error-registry";
import { recordUrl } from "@/lib/feed/change-event";
import type { BatchResult, BatchTarget } from "@/lib/schemas/batch";
import type { WitnessSummary } from "@/lib/witness-record/continuity";
import type { BatchCompany, LatestVersion } from "@/lib/batch/load-batch-rows";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ResultContext {
  now: Date;
  baseUrl: string;
}

function wholeDays(since: Date | null, now: Date): number | null {
  return since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS)) : null;
}

// Keys in the schema's order (status second), so the answer is the text the published schema would give.
function emptyResult(target: BatchTarget, status: BatchResult["status"]): BatchResult {
  return {
    target: target.q,
    status,
    problem: null,
    slug: null,
    name: null,
    domain: null,
    record_url: null,
    profile_url: null,
    witnessed: null,
    record: null,
    pin: { sent: target.pin ?? null, changed: null },
    facts: null,
  };
}

export function unavailableResult(target: BatchTarget, code: ErrorCode, detail: string): BatchResult {
  const def = errorDefinition(code);
  return { ...emptyResult(target, "unavailable"), problem: { code, retryable: def.retryable, next_action: def.nextAction, detail } };
}

/** withheld and not_listed carry nothing about the company; a pin on them has changed (no record is published). */
export function unpublishedResult(target: BatchTarget, status: "withheld" | "not_listed"): BatchResult {
  const result = emptyResult(target, status);
  return { ...result, pin: { sent: result.pin.sent, changed: target.pin ? true : null } };
}

export function listedResult(
  target: BatchTarget,
  company: BatchCompany,
  version: LatestVersion,
  summary: WitnessSummary,
  { now, baseUrl }: ResultContext,
): BatchResult {
  return {
    ...emptyResult(target, "listed"),
    slug: company.slug,
    name: company.name,
    domain: company.domain,
    record_url: recordUrl(baseUrl, company.slug),
    profile_url: `${baseUrl}/network/company/${encodeURIComponent(company.slug)}`,
    witnessed: {
      standing: summary.standing,
      last_witnessed_at: summary.lastReadingAt?.toISOString() ?? null,
      first_witnessed_at: summary.firstWitnessedAt?.toISOString() ?? null,
      unbroken_since: summary.continuity?.unbrokenSince.toISOString() ?? null,
      checks_passed: summary.coverage?.checksPassed ?? null,
      checks_run: summary.coverage?.checksRun ?? null,
    },
    record: { version: version.version, digest: version.digest, recorded_at: version.recordedAt.toISOString() },
    pin: { sent: target.pin ?? null, changed: target.pin ? target.pin !== version.digest : null },
    facts: {
      days_since_last_witnessed: wholeDays(summary.lastReadingAt, now),
      days_since_profile_updated: wholeDays(version.recordedAt, now),
      unbroken_readings: summary.continuity?.unbrokenReadings ?? null,
      total_readings: summary.totalReadings,
    },
  };
}
