// POST /api/network/batch: every target answered from three queries (companies, readings, latest
// versions), whatever the number of targets. A failed read makes the targets that needed it
// `unavailable` and leaves the others answered; when no target could be read at all, 502.
import type { Db } from "@/lib/platform/db/client";
import { Refusal } from "@/lib/platform/refusal";
import { errorSummary } from "@/lib/feed/error-summary";
import { log } from "@/lib/platform/log";
import type { BatchResponse, BatchResult, BatchTarget } from "@/lib/schemas/batch";
import { sha256Hex } from "@/lib/platform/canonical-json";
import type { WitnessSummary } from "@/lib/witness-record/continuity";
import { summaryFromColumns } from "@/lib/witness-record/continuity-update";
import { EMPTY_CONTINUITY } from "@/lib/witness/engine/rebuild-continuity";
import { listedResult, unavailableResult, unpublishedResult, type ResultContext } from "@/lib/batch/batch-result";
import { batchStatus } from "@/lib/batch/batch-status";
import { HOW_TO_READ } from "@/lib/batch/how-to-read";
import {
  loadCompaniesByKey,
  loadLatestVersions,
  loadWitnessSummaries,
  type BatchCompany,
  type LatestVersion,
} from "@/lib/batch/load-batch-rows";
import { targetKey } from "@/lib/schemas/target-key";

type Settled<T> = { ok: true; value: T } | { ok: false };

async function settle<T>(what: string, read: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (err) {
    log("warn", "batch read failed", { what, error: errorSummary(err) });
    return { ok: false };
  }
}

function listedTargetResult(
  target: BatchTarget,
  company: BatchCompany,
  versions: Settled<Map<string, LatestVersion>>,
  readings: Settled<Map<string, WitnessSummary>>,
  ctx: ResultContext,
): BatchResult {
  if (!versions.ok) return unavailableResult(target, "record_unavailable", "The service could not read its record versions just now.");
  if (!readings.ok)
    return unavailableResult(target, "witnessed_record_unavailable", "The service could not read its witnessed readings just now.");
  const version = versions.value.get(company.id);
  // A digest the service cannot stand behind is never reported: the stored body must still hash to it.
  if (!version || sha256Hex(version.body) !== version.digest) {
    log("error", "record version failed its digest check", { companyId: company.id, version: version?.version ?? null });
    return unavailableResult(target, "record_unavailable", "The stored record of this company failed its integrity check.");
  }
  return listedResult(target, company, version, readings.value.get(company.id) ?? summaryFromColumns(EMPTY_CONTINUITY), ctx);
}

function summarise(results: readonly BatchResult[]): BatchResponse["summary"] {
  const count = (status: BatchResult["status"]) => results.filter((r) => r.status === status).length;
  return {
    targets: results.length,
    listed: count("listed"),
    not_listed: count("not_listed"),
    withheld: count("withheld"),
    unavailable: count("unavailable"),
    changed_since_pin: results.filter((r) => r.pin.changed === true).length,
  };
}

export async function readBatch(db: Db, targets: readonly BatchTarget[], ctx: ResultContext): Promise<BatchResponse> {
  // The request schema refused every target without a key.
  const keys = targets.map((t) => targetKey(t.q)!);
  const companies = await settle("companies", () => loadCompaniesByKey(db, [...new Set(keys)]));
  let results: BatchResult[];
  if (!companies.ok) {
    results = targets.map((t) => unavailableResult(t, "record_unavailable", "The service could not read its records just now."));
  } else {
    const listedIds = [...new Set([...companies.value.values()].filter((c) => batchStatus(c) === "listed").map((c) => c.id))];
    const [versions, readings] =
      listedIds.length === 0
        ? [{ ok: true, value: new Map() } as const, { ok: true, value: new Map() } as const]
        : await Promise.all([
            settle("versions", () => loadLatestVersions(db, listedIds)),
            settle("readings", () => loadWitnessSummaries(db, listedIds)),
          ]);
    results = targets.map((target, i) => {
      const company = companies.value.get(keys[i]);
      const status = batchStatus(company);
      return status === "listed" ? listedTargetResult(target, company!, versions, readings, ctx) : unpublishedResult(target, status);
    });
  }
  const summary = summarise(results);
  const body: BatchResponse = { format: "network.batch.v1", checked_at: ctx.now.toISOString(), summary, results, how_to_read: HOW_TO_READ };
  if (summary.unavailable === summary.targets) {
    throw new Refusal("all_targets_unavailable", {
      message: "None of the targets could be read just now. This says nothing about the companies; retry with backoff.",
      extra: { checked_at: body.checked_at, summary, results },
    });
  }
  return body;
}
