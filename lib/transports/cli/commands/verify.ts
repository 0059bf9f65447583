// `svc verify <domain>`: verifies a company's latest witness statement on this machine with the statement
// log's own verifier (`verifyTrustToken`): the Ed25519 signature over the exact payload bytes, the key
// (unknown, revoked, or retired before the reading), the log inclusion against the log key, corrections
// (superseded); then the subject and, from a verification bundle, the check mapping and evidence
// manifest. `--save-bundle` keeps what was read; `--bundle ... --offline` verifies it again with
// nothing sent. `--witness-key ... --min-witnesses N` also requires N of the named witnesses to have
// cosigned the checkpoint. `--statement <file>` with no token finds the statement's place in the log by
// the SHA-256 of its payload (GET /log/lookup) unless `--offline`.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import {
  LookupResultSchema,
  TokenBodySchema,
  VerificationBundleSchema,
  type TokenBody,
  type VerificationBundle,
} from "@/lib/schemas/statement-log";
import { NoteFormatError, parseVerifierKey, SIG_TYPE_COSIGNATURE_V1 } from "@/lib/statement-log/signed-note";
import type { WitnessKey } from "@/lib/statement-log/verify-token";
import { verifyTokenOrBundle } from "@/lib/verifier/bundle";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { VerifyFlag } from "@/lib/vocabulary/verify-outcomes";
import { VERIFY_OUTCOME_EXIT } from "@/lib/transports/cli/verify-outcome-exit";
import { checkStatement } from "@/lib/verifier/check";
import { StatementCheckSchema } from "@/lib/schemas/verifier";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { normaliseDomain } from "@/lib/transports/cli/domain-input";
import { chooseLogKey } from "@/lib/transports/cli/log-key";
import { readJson } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { serviceUrls } from "@/lib/transports/cli/service-urls";
import { replaceJsonFile } from "@/lib/transports/cli/state-file";
import { UsageError } from "@/lib/transports/cli/usage-error";
import { runVerifyClaim } from "@/lib/transports/cli/commands/verify-claim";

export interface VerifyOptions {
  file?: string;
  keys?: string;
  offline?: boolean;
  saveBundle?: string;
  bundle?: string;
  statement?: string;
  token?: string;
  logKey?: string;
  witnessKey?: string[];
  minWitnesses?: string;
  /** A claim statement's log index (`claim.verified.log_index` of a profile). */
  claim?: string;
}

const KeysFileSchema = z.union([
  z.object({ keys: z.array(z.looseObject({ kid: z.string(), x: z.string() })) }),
  z.array(z.looseObject({ kid: z.string(), x: z.string() })),
]);
const MAX_FILE_BYTES = 1024 * 1024;

async function readLocal(file: string, what: string): Promise<string> {
  try {
    const text = await readFile(file, "utf8");
    if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new UsageError(`${what} ${file} is larger than ${MAX_FILE_BYTES} bytes`);
    return text;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${what} ${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

function jsonOrUsage(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${what} is not JSON`);
  }
}

async function keysFrom(options: VerifyOptions): Promise<WitnessKey[]> {
  if (options.keys) {
    const parsed = KeysFileSchema.safeParse(jsonOrUsage(await readLocal(options.keys, "--keys"), "--keys"));
    if (!parsed.success)
      throw new UsageError("--keys must hold a key set ({ keys: [...] }, as GET /public/keys answers) or an array of keys");
    return (Array.isArray(parsed.data) ? parsed.data : parsed.data.keys) as WitnessKey[];
  }
  if (options.offline) throw new UsageError("--offline needs the witness keys: give --keys <file> or --bundle <file>");
  const answer = await readJson(new URL("/public/keys", serviceUrls().apiUrl).toString());
  const parsed = KeysFileSchema.safeParse(answer.body);
  if (!parsed.success) throw new ServiceReadError(`${answer.url}: the key set does not follow its schema`, answer.status);
  return (Array.isArray(parsed.data) ? parsed.data : parsed.data.keys) as WitnessKey[];
}

/** The witness keys given with --keys, read only when the verification needs them; null: the bundle's own. */
function keysOption(options: VerifyOptions): (() => Promise<WitnessKey[]>) | null {
  return options.keys ? () => keysFrom(options) : null;
}

function tokenText(raw: string, what: string): string | TokenBody {
  const text = raw.trim();
  // Anything that is not a JSON object is handed to the verifier as a token: it names what is malformed.
  if (!text.startsWith("{")) return text;
  const doc = jsonOrUsage(text, what) as Record<string, unknown>;
  if (typeof doc.token === "string") return doc.token;
  const body = TokenBodySchema.safeParse(doc);
  if (!body.success) throw new UsageError(`${what} holds neither a token (tlt1....) nor a decoded token`);
  return body.data;
}

/** `--witness-key ... --min-witnesses N`: the witnesses the checkpoint must be cosigned by, or null when none are named. */
function witnessPolicy(options: VerifyOptions): { keys: string[]; min: number } | null {
  const keys = options.witnessKey ?? [];
  if (!keys.length) {
    if (options.minWitnesses !== undefined)
      throw new UsageError("--min-witnesses needs the witnesses: give --witness-key <vkey> (repeatable)");
    return null;
  }
  for (const key of keys) {
    try {
      if (parseVerifierKey(key).type !== SIG_TYPE_COSIGNATURE_V1)
        throw new UsageError(`--witness-key ${key}: not a cosignature/v1 (type 0x04) witness key`);
    } catch (err) {
      if (err instanceof NoteFormatError) throw new UsageError(`--witness-key: ${err.message}`);
      throw err;
    }
  }
  const minText = options.minWitnesses ?? "1";
  if (!/^[1-9][0-9]{0,2}$/.test(minText) || Number(minText) > keys.length)
    throw new UsageError(`--min-witnesses must be a whole number from 1 to the ${keys.length} witness key(s) given (got "${minText}")`);
  return { keys, min: Number(minText) };
}

/** `--statement <file>`: the statement on its own (no log), through the one verifier's statement check. */
async function runStatementCheck(domain: string | undefined, options: VerifyOptions): Promise<CommandResult> {
  const doc = jsonOrUsage(await readLocal(options.statement!, "--statement"), "--statement") as Record<string, unknown>;
  const parsed = StatementCheckSchema.safeParse(doc && typeof doc === "object" && "statement" in doc ? doc : { statement: doc });
  if (!parsed.success) throw new UsageError(`--statement: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
  const keys = !options.keys && parsed.data.keys ? (parsed.data.keys as WitnessKey[]) : await keysFrom(options);
  const result = checkStatement({ ...parsed.data, keys, ...(domain ? { subject: domain } : {}) });
  const base = {
    domain: domain ?? null,
    key_id: result.key_id,
    subject: result.subject,
    offline: Boolean(options.offline),
    bundle_saved: null,
  };
  if (options.offline || result.outcome !== "valid") {
    const json = {
      ...base,
      outcome: result.outcome,
      detail: result.detail,
      flags: result.flags,
      log: null,
      correction: null,
      log_key_pinned: false,
    };
    const text = [
      `${result.outcome === "valid" ? "Valid" : "NOT valid"} (${result.outcome}): ${result.detail}.`,
      "  the statement alone: no log inclusion was checked",
    ];
    return { exit: VERIFY_OUTCOME_EXIT[result.outcome], json, text };
  }
  return runStatementInLog(parsed.data.statement as TokenBody["statement"], result.flags, keys, base, options);
}

/**
 * A statement with no token: its place in the log is found by the SHA-256 of its payload bytes
 * (GET {api_url}/log/lookup), and the receipt (index, inclusion proof, checkpoint) is checked as a token
 * made of this statement would be, by the one verifier, against the log key.
 */
async function runStatementInLog(
  statement: TokenBody["statement"],
  flags: VerifyFlag[],
  keys: WitnessKey[],
  base: Record<string, unknown>,
  options: VerifyOptions,
): Promise<CommandResult> {
  const witnesses = witnessPolicy(options);
  const sha256 = createHash("sha256").update(statement.payload, "utf8").digest("hex");
  const url = new URL("/log/lookup", serviceUrls().apiUrl);
  url.searchParams.set("statement_sha256", sha256);
  const answer = await readJson(url.toString(), [200, 404]);
  const logKey = await chooseLogKey(options.logKey);
  if (answer.status === 404) {
    const detail = `the log holds no entry for this statement (GET /log/lookup?statement_sha256=${sha256} found none)`;
    return {
      exit: VERIFY_OUTCOME_EXIT.not_included,
      json: {
        ...base,
        outcome: "not_included",
        detail,
        flags,
        log: null,
        correction: null,
        cosigned_by: null,
        log_key_pinned: logKey.pinned,
      },
      text: [`NOT valid (not_included): ${detail}.`],
    };
  }
  const found = LookupResultSchema.safeParse(answer.body);
  if (!found.success) throw new ServiceReadError(`${answer.url}: the answer does not follow its schema`, answer.status);
  const token: TokenBody = {
    typ: "trust-ledger-token",
    version: 1,
    statement,
    log: { index: found.data.index, inclusion_proof: found.data.receipt.inclusion_proof, checkpoint: found.data.receipt.checkpoint },
  };
  const result = verifyTokenOrBundle({ token }, { witnessKeys: keys, logVerifierKey: logKey.key, ...(witnesses ? { witnesses } : {}) });
  const json = {
    ...base,
    outcome: result.outcome,
    detail: result.detail,
    flags: result.flags ?? flags,
    log: result.log ?? null,
    correction: null,
    cosigned_by: result.cosigned_by ?? null,
    log_key_pinned: logKey.pinned,
  };
  const text = [
    `${result.outcome === "valid" ? "Valid" : "NOT valid"} (${result.outcome}): ${result.detail}.`,
    ...(result.log
      ? [
          `  log: entry ${result.log.index} of ${result.log.size} in ` +
            `${result.log.origin} (found by GET /log/lookup), root ${result.log.root_hash}`,
        ]
      : []),
  ];
  return { exit: VERIFY_OUTCOME_EXIT[result.outcome], json, text };
}

export async function runVerify(target: string | undefined, options: VerifyOptions): Promise<CommandResult> {
  const domain = target === undefined ? undefined : normaliseDomain(target);
  if (options.claim !== undefined) {
    if (options.bundle || options.token || options.file || options.statement !== undefined)
      throw new UsageError("--claim reads a claim statement by its log index: give it without --bundle, --token, --file, --statement");
    return runVerifyClaim({
      domain,
      index: options.claim,
      keys: keysOption(options),
      logKey: options.logKey,
      offline: Boolean(options.offline),
      saveBundle: options.saveBundle,
    });
  }
  if (options.statement !== undefined) {
    if (options.bundle || options.token || options.file)
      throw new UsageError("--statement verifies a statement alone: give it without --bundle, --token, --file");
    if (options.saveBundle) throw new UsageError("--save-bundle needs a bundle: verify a domain or a --bundle");
    if (options.offline && (options.witnessKey?.length || options.minWitnesses !== undefined))
      throw new UsageError(
        "--witness-key checks the log's checkpoint: a statement alone, offline, has none (drop --offline to find it with GET /log/lookup)",
      );
    return runStatementCheck(domain, options);
  }
  const sources = [options.bundle, options.token, options.file].filter((s) => s !== undefined).length;
  if (sources > 1) throw new UsageError("give one of --bundle, --token, --file");
  if (!domain && sources === 0) throw new UsageError("give a domain, or one of --bundle, --token, --file");
  if (options.offline && sources === 0) throw new UsageError("--offline verifies what you already have: give --bundle, --token or --file");
  const witnesses = witnessPolicy(options);

  let bundle: VerificationBundle | null = null;
  let token: string | TokenBody;
  if (options.bundle) {
    const doc = jsonOrUsage(await readLocal(options.bundle, "--bundle"), "--bundle");
    // A claim bundle (saved by `--claim <index> --save-bundle`) is verified as a claim statement.
    if ((doc as { typ?: unknown } | null)?.typ === "claim-verification-bundle")
      return runVerifyClaim({
        domain,
        bundle: doc,
        keys: keysOption(options),
        logKey: options.logKey,
        offline: Boolean(options.offline),
        saveBundle: options.saveBundle,
      });
    const parsed = VerificationBundleSchema.safeParse(doc);
    if (!parsed.success) throw new UsageError(`--bundle: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
    bundle = parsed.data;
    token = bundle.token;
  } else if (options.token) token = tokenText(options.token, "--token");
  else if (options.file) token = tokenText(await readLocal(options.file, "--file"), "--file");
  else {
    const answer = await readJson(
      new URL(`/public/trust/${encodeURIComponent(domain!)}/bundle`, serviceUrls().apiUrl).toString(),
      [200, 404],
    );
    if (answer.status === 404) {
      return {
        exit: EXIT.notListed,
        json: { domain, outcome: null, listed: false, detail: "no published company with a logged witness statement" },
        text: [`${domain}: no published Network company with a logged witness statement.`],
      };
    }
    const parsed = VerificationBundleSchema.safeParse(answer.body);
    if (!parsed.success) throw new ServiceReadError(`${answer.url}: the bundle does not follow its schema`, answer.status);
    bundle = parsed.data;
    token = bundle.token;
  }
  if (options.saveBundle) {
    if (!bundle) throw new UsageError("--save-bundle needs a bundle: verify a domain or a --bundle");
    await replaceJsonFile(options.saveBundle, bundle);
  }

  const witnessKeys = bundle && !options.keys ? (bundle.keys.keys as WitnessKey[]) : await keysFrom(options);
  const logKey =
    options.logKey !== undefined || !bundle
      ? await chooseLogKey(options.logKey, options.offline)
      : { key: bundle.log.verifier_key, pinned: false };
  const result = verifyTokenOrBundle(
    { token, bundle, ...(domain ? { domain } : {}) },
    { witnessKeys, logVerifierKey: logKey.key, ...(witnesses ? { witnesses } : {}) },
  );
  const { outcome, detail } = result;
  const flags = result.flags ?? [];
  const subject = result.facts?.subject ?? null;
  const exit = VERIFY_OUTCOME_EXIT[outcome];
  const json = {
    domain: domain ?? null,
    outcome,
    detail,
    key_id: result.key_id ?? null,
    subject,
    flags,
    log: result.log ?? null,
    correction: result.correction ?? null,
    cosigned_by: result.cosigned_by ?? null,
    log_key_pinned: logKey.pinned,
    offline: Boolean(options.offline),
    bundle_saved: options.saveBundle ?? null,
  };
  const text = [
    `${outcome === "valid" ? "Valid" : "NOT valid"} (${outcome}): ${detail}.`,
    ...(result.log ? [`  log: entry ${result.log.index} of ${result.log.size} in ${result.log.origin}, root ${result.log.root_hash}`] : []),
    ...(result.cosigned_by
      ? [`  cosigned by the named witnesses: ${result.cosigned_by.join(", ") || "none"} (${witnesses!.min} required)`]
      : []),
    ...(logKey.pinned
      ? []
      : ["  the log key was not pinned (pass --log-key <verifier key>): inclusion is checked against the key the service gave"]),
  ];
  return { exit, json, text };
}
