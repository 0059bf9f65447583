// `svc check <domain|url>`: is this company on the Network, and what did the last reading witness?
// One read of the canonical profile (and, when the Network has no record, of the company's worker-route
// page, where some companies are published only); the only command that reads the directory side. It
// reports the witnessed checks and the company's own declarations apart (never summed) and says plainly
// that it did not check the witness statement's signature.
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CheckState } from "@/lib/vocabulary/check-states";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { normaliseDomain } from "@/lib/transports/cli/domain-input";
import { readProfile, readWorkerProfile } from "@/lib/transports/cli/read-profile";

export async function runCheck(input: string): Promise<CommandResult> {
  const domain = normaliseDomain(input);
  const { url, profile } = await readProfile(domain);
  if (!profile.found) {
    const worker = await readWorkerProfile(domain);
    if (worker.profile) return workerRouteResult(input, domain, worker.url, worker.profile);
    const state: CheckState = "not_listed";
    return {
      exit: EXIT.notListed,
      json: { query: input, domain, state, listed: false, listed_on: null, read_from: url },
      text: [`${domain}: not listed. The service publishes no record for this domain, on the Network or on the worker route.`],
    };
  }
  const w = profile.witnessed;
  const state: CheckState = w.standing === "witnessed" ? "listed_witnessed" : "listed_not_witnessed";
  const declarations = profile.facts.filter((f) => f.origins.includes("company-declared")).length;
  const keyId = profile.witnessStatement?.key_id ?? null;
  const json = {
    query: input,
    domain,
    state,
    listed: true,
    listed_on: "network" as const,
    read_from: url,
    slug: profile.slug,
    name: profile.name,
    profile_url: profile.canonicalUrl,
    witnessed: {
      standing: w.standing,
      last_reading_at: w.lastWitnessed,
      first_witnessed_at: w.firstWitnessedAt,
    },
    counts: {
      witnessed_checks_run: w.coverage?.checksRun ?? 0,
      witnessed_checks_passed: w.coverage?.checksPassed ?? 0,
      company_declarations: declarations,
    },
    record: profile.record
      ? { version: profile.record.version, digest: profile.record.digest, recorded_at: profile.record.recordedAt }
      : null,
    signing_key_id: keyId,
    signature_checked: false,
  };
  const text = [
    `${domain}: listed on the Network; ` +
      `${state === "listed_witnessed" ? "the last reading witnessed it" : "the last reading witnessed nothing"}.`,
    `  ${profile.name} (${profile.slug})  ${profile.canonicalUrl}`,
    `  last reading:          ${w.lastWitnessed ?? "never read"}${w.standing ? "" : " (no observation)"}`,
    `  witnessed checks:      ${json.counts.witnessed_checks_passed} passed of ${json.counts.witnessed_checks_run} run`,
    `  company declarations:  ${declarations} (the company's own statements, counted apart from witnessed checks)`,
    `  signing key:           ${keyId ?? "none (no witness statement on the last reading)"}`,
    `  signature:             not checked by this command`,
  ];
  return { exit: state === "listed_witnessed" ? EXIT.listedWitnessed : EXIT.listedNotWitnessed, json, text };
}

type WorkerProfile = NonNullable<Awaited<ReturnType<typeof readWorkerProfile>>["profile"]>;

/**
 * A company published on the worker route only. That page records when the last reading was taken
 * (`trustScore.computedAt`, null when none is recorded) and how many controls it observed
 * (`pillarSummary`), no standing: "witnessed" (0) needs both a recorded reading and an observed control;
 * anything less is "witnessed nothing" (5).
 */
function workerRouteResult(input: string, domain: string, url: string, worker: WorkerProfile): CommandResult {
  const lastReadingAt = worker.trustScore ? new Date(worker.trustScore.computedAt).toISOString() : null;
  const { green, amber, red } = worker.pillarSummary;
  const witnessed = lastReadingAt !== null && green + amber + red > 0;
  const state: CheckState = witnessed ? "listed_witnessed" : "listed_not_witnessed";
  const json = {
    query: input,
    domain,
    state,
    listed: true,
    listed_on: "worker_route" as const,
    read_from: url,
    name: worker.profile.displayName,
    profile_url: url,
    witnessed: { standing: witnessed ? ("witnessed" as const) : null, last_reading_at: lastReadingAt, first_witnessed_at: null },
    record: null,
    signing_key_id: null,
    signature_checked: false as const,
  };
  const text = [
    `${domain}: listed on the worker route only (no Network record); ` +
      `${witnessed ? "the last reading witnessed it" : "the last reading witnessed nothing"}.`,
    `  ${worker.profile.displayName}  ${url}`,
    `  last reading:          ${lastReadingAt ?? "never read"}`,
    `  signature:             not checked by this command`,
  ];
  return { exit: witnessed ? EXIT.listedWitnessed : EXIT.listedNotWitnessed, json, text };
}
