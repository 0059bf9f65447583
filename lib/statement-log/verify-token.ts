// Verifies a Trust Ledger Token with nothing but the published keys: no database, no network, so it runs
// offline (svc_verify, the A2A verify_token task and the CLI's verify call it). Each way to fail has its
// own outcome, checked in this order: malformed, unknown or revoked key, invalid signature, too few of the
// named witnesses cosigning the checkpoint (only when witnesses are named), not included, superseded;
// otherwise valid.
import { TokenBodySchema, type TokenBody } from "@/lib/schemas/statement-log";
import type { VerifyFlag, VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";
import { checkSignature, verifyStatement, type StatementFacts, type VerifierKey } from "@/lib/witness-record/verify-statement";
import { encodeEntry, type SignedStatementFields } from "@/lib/statement-log/log-entry";
import { leafHash } from "@/lib/statement-log/merkle";
import { parseCorrectionPayload } from "@/lib/statement-log/correction-payload";
import {
  NoteFormatError,
  parseCheckpointBody,
  parseNote,
  parseVerifierKey,
  SIG_TYPE_COSIGNATURE_V1,
  SIG_TYPE_ED25519,
  verifyCosignature,
  verifyNoteSignature,
  type Checkpoint,
  type NoteVerifier,
} from "@/lib/statement-log/signed-note";
import { decodeToken } from "@/lib/statement-log/token-codec";
import type { LogEntryKind } from "@/lib/vocabulary/statement-log";
import { verifyInclusion } from "@/lib/statement-log/verify-proof";

/** A witness key as /public/keys lists it (`keys[]`); lifecycle fields are honoured when present. */
export type WitnessKey = VerifierKey;

export interface VerifyTokenOptions {
  /** The witness keys, shaped like /public/keys `keys[]`. */
  witnessKeys: readonly WitnessKey[];
  /** The log's signed-note verifier key (or several, across a log key rotation). */
  logVerifierKey: string | readonly string[];
  /** Witnesses the checkpoint must be cosigned by: at least `min` of these cosignature/v1 verifier keys. */
  witnesses?: { keys: readonly string[]; min: number };
}

export interface TokenVerification {
  outcome: VerifyOutcome;
  detail: string;
  key_id?: string;
  flags?: VerifyFlag[];
  facts?: StatementFacts;
  log?: { origin: string; index: number; size: number; root_hash: string };
  /** The named witnesses whose cosignature of the checkpoint verifies (only when witnesses were named). */
  cosigned_by?: string[];
  correction?: { index: number; action: string; reason: string };
}

function fail(outcome: VerifyOutcome, detail: string, extra: Partial<TokenVerification> = {}): TokenVerification {
  return { outcome, detail, ...extra };
}

export function parseVerifiers(keys: string | readonly string[]): NoteVerifier[] | string {
  try {
    return (typeof keys === "string" ? [keys] : keys).map(parseVerifierKey).filter((v) => v.type === SIG_TYPE_ED25519);
  } catch (err) {
    return (err as Error).message;
  }
}

/** The names of the given witnesses whose cosignature/v1 line on the note verifies over its body. */
export function verifiedCosigners(note: string, witnesses: readonly NoteVerifier[]): string[] {
  const parsed = parseNote(note);
  return witnesses
    .filter((w) =>
      parsed.signatures.some((s) => s.name === w.name && s.keyId.equals(w.keyId) && verifyCosignature(parsed.body, s, w) !== null),
    )
    .map((w) => w.name);
}

function parseWitnessKeys(keys: readonly string[]): NoteVerifier[] | string {
  try {
    const parsed = keys.map(parseVerifierKey);
    const wrong = parsed.find((v) => v.type !== SIG_TYPE_COSIGNATURE_V1);
    return wrong ? `${wrong.name} is not a cosignature/v1 (type 0x04) witness key` : parsed;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The checkpoint, once its log signature checks; or the outcome that stops verification. */
export function checkCheckpoint(note: string, verifiers: NoteVerifier[]): Checkpoint | TokenVerification {
  let parsed;
  let checkpoint: Checkpoint;
  try {
    parsed = parseNote(note);
    checkpoint = parseCheckpointBody(parsed.body);
  } catch (err) {
    if (err instanceof NoteFormatError) return fail("malformed", `checkpoint: ${err.message}`);
    throw err;
  }
  const verifier = verifiers.find((v) => v.name === checkpoint.origin);
  if (!verifier) return fail("unknown_key", `no log verifier key is named for the checkpoint origin ${checkpoint.origin}`);
  const line = parsed.signatures.find((s) => s.name === verifier.name && s.keyId.equals(verifier.keyId));
  if (!line) return fail("unknown_key", "the checkpoint carries no signature by the log key");
  if (!verifyNoteSignature(parsed.body, line, verifier)) return fail("invalid_signature", "the checkpoint's log signature does not verify");
  return checkpoint;
}

export function included(
  kind: LogEntryKind,
  statement: SignedStatementFields,
  index: number,
  proof: string[],
  checkpoint: Checkpoint,
): boolean {
  return verifyInclusion(
    index,
    checkpoint.size,
    leafHash(encodeEntry(kind, statement)),
    proof.map((h) => Buffer.from(h, "base64")),
    checkpoint.rootHash,
  );
}

export function verifyTrustToken(token: string | TokenBody, options: VerifyTokenOptions): TokenVerification {
  let body: TokenBody;
  if (typeof token === "string") {
    const decoded = decodeToken(token);
    if (!decoded.ok) return fail("malformed", decoded.reason);
    body = decoded.body;
  } else {
    const parsed = TokenBodySchema.safeParse(token);
    if (!parsed.success) return fail("malformed", `token: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
    body = parsed.data;
  }
  const verifiers = parseVerifiers(options.logVerifierKey);
  if (typeof verifiers === "string") return fail("unknown_key", `the log verifier key given is unusable: ${verifiers}`);
  const keyId = { key_id: body.statement.key_id };

  const statement = verifyStatement(body.statement, options.witnessKeys);
  if (statement.outcome !== "valid")
    return fail(statement.outcome, statement.detail, { ...keyId, ...(statement.facts ? { facts: statement.facts } : {}) });
  const passed = { ...keyId, flags: statement.flags, facts: statement.facts };

  const checkpoint = checkCheckpoint(body.log.checkpoint, verifiers);
  if ("outcome" in checkpoint) return { ...checkpoint, ...keyId };
  const log = {
    origin: checkpoint.origin,
    index: body.log.index,
    size: checkpoint.size,
    root_hash: checkpoint.rootHash.toString("base64"),
  };
  let cosigned: { cosigned_by?: string[] } = {};
  if (options.witnesses) {
    const witnesses = parseWitnessKeys(options.witnesses.keys);
    if (typeof witnesses === "string") return fail("unknown_key", `a witness key given is unusable: ${witnesses}`, { ...passed, log });
    cosigned = { cosigned_by: verifiedCosigners(body.log.checkpoint, witnesses) };
    if (cosigned.cosigned_by!.length < options.witnesses.min) {
      return fail(
        "insufficient_witnesses",
        `the checkpoint is cosigned by ${cosigned.cosigned_by!.length} of the named witnesses ` +
          `(${cosigned.cosigned_by!.join(", ") || "none"}), ${options.witnesses.min} required`,
        { ...passed, log, ...cosigned },
      );
    }
  }
  if (!included("statement", body.statement, body.log.index, body.log.inclusion_proof, checkpoint)) {
    return fail("not_included", "the inclusion proof does not lead from the statement to the checkpoint's root", {
      ...passed,
      log,
      ...cosigned,
    });
  }

  // A correction counts only when a witness key signed it, it names this entry and the same checkpoint includes it.
  const ownLeaf = leafHash(encodeEntry("statement", body.statement)).toString("hex");
  for (const c of body.corrections ?? []) {
    const correction = parseCorrectionPayload(c.statement.payload);
    if (!correction || correction.corrects.log_index !== body.log.index || correction.corrects.leaf_hash !== ownLeaf) continue;
    if (checkSignature(c.statement, options.witnessKeys) !== "ok") continue;
    if (!included("correction", c.statement, c.index, c.inclusion_proof, checkpoint)) continue;
    return fail(
      "superseded",
      `entry ${c.index} ${correction.action === "withdraw" ? "withdraws" : "replaces"} this statement: ${correction.reason}`,
      {
        ...passed,
        log,
        ...cosigned,
        correction: { index: c.index, action: correction.action, reason: correction.reason },
      },
    );
  }
  return fail(
    "valid",
    "the witness statement's signature verifies under a key valid when the reading was taken, and the signed checkpoint includes it",
    {
      ...passed,
      log,
      ...cosigned,
    },
  );
}
