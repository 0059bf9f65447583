// `svc verify <domain>`: verifies a company's latest witness statement on this machine with the statement
// log's own verifier (`verifyTrustToken`): the Ed25519 signature over the exact payload bytes, the key
// (unknown, revoked, or retired before the reading), the log inclusion against the log key, corrections
// (superseded); then the subject and, from a verification bundle, the check mapping and evidence
// manifest. `--save-bundle` keeps what was read; `--bundle ... --offline` verifies it again with
// nothing sent.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { TokenBodySchema, VerificationBundleSchema, type TokenBody, type VerificationBundle } from "@/lib/schemas/statement-log";
import { decodeToken } from "@/lib/statement-log/token-codec";
import { verifyTrustToken, type WitnessKey } from "@/lib/statement-log/verify-token";
import { canonicalJson } from "@/lib/witness/canonical";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";
import { VERIFY_OUTCOME_EXIT } from "../verify-outcome-exit";
import { bundleBinding } from "@/lib/verifier/binding";
import { checkStatement } from "@/lib/verifier/check";
import { StatementCheckSchema } from "@/lib/schemas/verifier";
import type { CommandResult } from "../command-result";
import { normaliseDomain } from "../domain-input";
import { chooseLogKey } from "../log-key";
import { readJson, ServiceReadError } from "../read-json";
import { serviceUrls } from "../service-urls";
import { replaceJsonFile } from "../state-file";
import { UsageError } from "../usage-error";
import { runVerifyClaim } from "./verify-claim";

export interface VerifyOptions {
  file?: string;
  keys?: string;
  offline?: boolean;
  saveBundle?: string;
  bundle?: string;
  statement?: string;
  token?: string;
  logKey?: string;
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
    if (!parsed.success) throw new UsageError("--keys must hold a key set ({ keys: [...] }, as GET /public/keys answers) or an array of keys");
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

/** `--statement <file>`: the statement on its own (no log), through the one verifier's statement check. */
async function runStatementCheck(domain: string | undefined, options: VerifyOptions): Promise<CommandResult> {
  const doc = jsonOrUsage(await readLocal(options.statement!, "--statement"), "--statement") as Record<string, unknown>;
  const parsed = StatementCheckSchema.safeParse(doc && typeof doc === "object" && "statement" in doc ? doc : { statement: doc });
  if (!parsed.success) throw new UsageError(`--statement: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
  const keys = !options.keys && parsed.data.keys ? (parsed.data.keys as WitnessKey[]) : await keysFrom(options);
  const result = checkStatement({ ...parsed.data, keys, ...(domain ? { subject: domain } : {}) });
  const json = {
    domain: domain ?? null,
    outcome: result.outcome,
    detail: result.detail,
    key_id: result.key_id,
    subject: result.subject,
    flags: result.flags,
    log: null,
    correction: null,
    log_key_pinned: false,
    offline: Boolean(options.offline),
    bundle_saved: null,
  };
  const text = [
    `${result.outcome === "valid" ? "Valid" : "NOT valid"} (${result.outcome}): ${result.detail}.`,
    "  the statement alone: no log inclusion was checked",
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
    return runStatementCheck(domain, options);
  }
  const sources = [options.bundle, options.token, options.file].filter((s) => s !== undefined).length;
  if (sources > 1) throw new UsageError("give one of --bundle, --token, --file");
  if (!domain && sources === 0) throw new UsageError("give a domain, or one of --bundle, --token, --file");
  if (options.offline && sources === 0) throw new UsageError("--offline verifies what you already have: give --bundle, --token or --file");

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
    const answer = await readJson(new URL(`/public/trust/${encodeURIComponent(domain!)}/bundle`, serviceUrls().apiUrl).toString(), [200, 404]);
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
    options.logKey !== undefined || !bundle ? await chooseLogKey(options.logKey, options.offline) : { key: bundle.log.verifier_key, pinned: false };
  const result = verifyTrustToken(token, { witnessKeys, logVerifierKey: logKey.key });

  let outcome: VerifyOutcome = result.outcome;
  let detail = result.detail;
  const flags = [...(result.flags ?? [])];
  const subject = result.facts?.subject ?? null;
  if (outcome === "valid" && domain && subject?.domain !== domain) {
    outcome = "subject_mismatch";
    detail = `the statement is about ${subject?.domain ?? "no domain"}, not ${domain}`;
  }
  if (outcome === "valid" && bundle && result.facts) {
    const decoded = typeof token === "string" ? decodeToken(token) : { ok: true as const, body: token };
    if (!decoded.ok || canonicalJson(bundle.statement) !== canonicalJson(decoded.body.statement)) {
      outcome = "binding_mismatch";
      detail = "the bundle's statement is not the token's";
    } else {
      const binding = bundleBinding(result.facts, bundle);
      if (binding.pruned) flags.push("evidence_manifest_pruned");
      if (binding.mismatch) {
        outcome = "binding_mismatch";
        detail = binding.mismatch;
      }
    }
  }
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
    log_key_pinned: logKey.pinned,
    offline: Boolean(options.offline),
    bundle_saved: options.saveBundle ?? null,
  };
  const text = [
    `${outcome === "valid" ? "Valid" : "NOT valid"} (${outcome}): ${detail}.`,
    ...(result.log ? [`  log: entry ${result.log.index} of ${result.log.size} in ${result.log.origin}, root ${result.log.root_hash}`] : []),
    ...(logKey.pinned ? [] : ["  the log key was not pinned (pass --log-key <verifier key>): inclusion is checked against the key the service gave"]),
  ];
  return { exit, json, text };
}
