// `svc verify --claim <index>`: verifies a logged claim statement (who proved control of a domain, when and
// how, or a claim's suspension) on this machine: the one verifier's claim check (signature, key, its
// lifecycle at the signed instant), then the checkpoint's log signature and the entry's inclusion. Live it
// reads GET {api_url}/log/claims/{index}; `--save-bundle` keeps that answer, and `--bundle ... --offline`
// verifies it again with nothing sent. Prints the method and the exact value observed.
import { ClaimBundleSchema, type ClaimBundle } from "@/lib/schemas/statement-log";
import type { ClaimStatementPayload } from "@/lib/schemas/claim-statement-payload";
import { verifyClaimBundle } from "@/lib/statement-log/verify-claim-bundle";
import type { VerifierKey } from "@/lib/witness-record/verify-statement";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";
import { VERIFY_OUTCOME_EXIT } from "@/lib/transports/cli/verify-outcome-exit";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { chooseLogKey } from "@/lib/transports/cli/log-key";
import { readJson } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { serviceUrls } from "@/lib/transports/cli/service-urls";
import { replaceJsonFile } from "@/lib/transports/cli/state-file";
import { UsageError } from "@/lib/transports/cli/usage-error";

export interface VerifyClaimInput {
  domain: string | undefined;
  /** `--claim <index>`: read the bundle live. */
  index?: string;
  /** A claim bundle read from `--bundle`. */
  bundle?: unknown;
  keys: (() => Promise<VerifierKey[]>) | null;
  logKey?: string;
  offline: boolean;
  saveBundle?: string;
}

async function liveBundle(index: string): Promise<ClaimBundle | null> {
  if (!/^(0|[1-9][0-9]{0,14})$/.test(index))
    throw new UsageError(`--claim must be a log index (a whole number from 0), not ${JSON.stringify(index)}`);
  const answer = await readJson(new URL(`/log/claims/${index}`, serviceUrls().apiUrl).toString(), [200, 404]);
  if (answer.status === 404) return null;
  const parsed = ClaimBundleSchema.safeParse(answer.body);
  if (!parsed.success) throw new ServiceReadError(`${answer.url}: the claim bundle does not follow its schema`, answer.status);
  return parsed.data;
}

/** The claim in words: what was proven (or lapsed), by which method, and the exact value observed. */
function claimLines(claim: ClaimStatementPayload): string[] {
  const who = `workspace ${claim.workspace.public_id}`;
  if (claim.event === "verified") {
    return [
      `  claim: ${claim.subject.domain} (${claim.subject.slug}) verified by ${claim.method} at ${claim.verified_at}, held by ${who}`,
      `  observed at ${claim.looked_up}: ${JSON.stringify(claim.observed.value)} (sha256 ${claim.observed.sha256})`,
    ];
  }
  return [
    `  claim: ${claim.subject.domain} (${claim.subject.slug}) suspended at ${claim.suspended_at} ` +
      `(failing since ${claim.failing_since}), held by ${who}, verified by ${claim.method}`,
    ...claim.checks.map((c) => `  last re-check, ${c.method}: ${c.looked_up}: ${c.observed}`),
  ];
}

export async function runVerifyClaim(input: VerifyClaimInput): Promise<CommandResult> {
  let bundle: ClaimBundle;
  if (input.bundle !== undefined) {
    const parsed = ClaimBundleSchema.safeParse(input.bundle);
    if (!parsed.success) throw new UsageError(`--bundle: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
    bundle = parsed.data;
  } else {
    if (input.offline)
      throw new UsageError("--offline verifies what you already have: give --bundle <file> saved with --claim <index> --save-bundle");
    const read = await liveBundle(input.index!);
    if (!read) {
      return {
        exit: EXIT.notListed,
        json: {
          domain: input.domain ?? null,
          outcome: null,
          listed: false,
          detail: `no integrated log entry at index ${input.index} is a claim statement`,
        },
        text: [`Log entry ${input.index}: no integrated claim statement there (a new one is pending for a few seconds).`],
      };
    }
    bundle = read;
  }
  if (input.saveBundle) await replaceJsonFile(input.saveBundle, bundle);

  const witnessKeys = input.keys ? await input.keys() : (bundle.keys.keys as VerifierKey[]);
  const logKey =
    input.logKey !== undefined ? await chooseLogKey(input.logKey, input.offline) : { key: bundle.log.verifier_key, pinned: false };
  const result = verifyClaimBundle(bundle, { witnessKeys, logVerifierKey: logKey.key });
  let outcome: VerifyOutcome = result.outcome;
  let detail = result.detail;
  if (outcome === "valid" && input.domain && result.claim?.subject.domain !== input.domain) {
    outcome = "subject_mismatch";
    detail = `the claim is about ${result.claim?.subject.domain}, not ${input.domain}`;
  }
  const json = {
    domain: input.domain ?? null,
    outcome,
    detail,
    key_id: result.key_id ?? null,
    subject: result.claim ? { slug: result.claim.subject.slug, domain: result.claim.subject.domain } : null,
    flags: result.flags,
    log: result.log ?? null,
    correction: null,
    log_key_pinned: logKey.pinned,
    offline: input.offline,
    bundle_saved: input.saveBundle ?? null,
    claim: result.claim ?? null,
  };
  const text = [
    `${outcome === "valid" ? "Valid" : "NOT valid"} (${outcome}): ${detail}.`,
    ...(result.claim ? claimLines(result.claim) : []),
    ...(result.log ? [`  log: entry ${result.log.index} of ${result.log.size} in ${result.log.origin}, root ${result.log.root_hash}`] : []),
    ...(logKey.pinned
      ? []
      : ["  the log key was not pinned (pass --log-key <verifier key>): inclusion is checked against the key the service gave"]),
  ];
  return { exit: VERIFY_OUTCOME_EXIT[outcome], json, text };
}
