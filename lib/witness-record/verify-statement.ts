// The one statement verifier: decides whether a witness statement is trusted, with nothing but the
// statement and the published keys. Pure: no environment, no database, no network, no clock; the CLI,
// the token and bundle checks, MCP `svc_verify`, the /verify page and the tests all call it.
//
// Checks, in order: the statement's form (alg, canonicalization label, signature exactly `ed25519:` +
// base64 of 64 bytes), the payload (JSON, in its RFC 8785 form, a known version), the key (known, not
// revoked), the Ed25519 signature over the exact payload bytes, the payload's own key_id, then the
// key's lifecycle against the payload's taken_at (not yet valid, compromised, retired).
import { createPublicKey, verify } from "node:crypto";
import { EarlierStatementPayloadSchema, StatementPayloadSchema, type StatementPayload } from "@/lib/schemas/statement-payload";
import { canonicalJson } from "@/lib/platform/canonical-json";
import type { VerifyFlag, VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";

/** The exact text form of a statement signature. */
export const SIGNATURE_FORM = /^ed25519:[A-Za-z0-9+/]{86}==$/;

/** A witness key as /public/keys lists it; lifecycle fields are honoured when present. */
export interface VerifierKey {
  kid: string;
  x: string;
  kty?: string;
  crv?: string;
  status?: string;
  notBefore?: string | null;
  notAfter?: string | null;
  retired_at?: string | number | null;
  revoked_at?: string | number | null;
  compromised_at?: string | number | null;
}

export interface SignedStatement {
  payload: string;
  signature: string;
  key_id: string;
  alg: string;
  canonicalization: string;
}

/** What a verifier needs from a payload of either shape. */
export interface StatementFacts {
  format: "statement/1" | "earlier";
  subject: { slug: string | null; domain: string | null };
  taken_at: string;
  standing: string | null;
  /** The versioned payload, when it is one (its digests bind the mapping and the manifest). */
  payload: StatementPayload | null;
  /** The earlier shape's signed check list. */
  checks: { check_id: string; source: string; passed: boolean }[] | null;
}

export interface StatementVerification {
  outcome: VerifyOutcome;
  detail: string;
  key_id?: string;
  facts?: StatementFacts;
  flags: VerifyFlag[];
}

const at = (v: string | number | null | undefined): number | null => {
  if (v === null || v === undefined) return null;
  const ms = typeof v === "number" ? v : Date.parse(v);
  return Number.isNaN(ms) ? null : ms;
};

/** A signed payload parsed, when it is JSON in its RFC 8785 form (the bytes signed are the canonical ones), or why not. */
export function canonicalPayload(payload: string): { doc: unknown } | string {
  let doc: unknown;
  try {
    doc = JSON.parse(payload);
  } catch {
    return "the payload is not JSON";
  }
  if (canonicalJson(doc) !== payload) return "the payload is not in its RFC 8785 form";
  return { doc };
}

/** The payload's facts, or why it is malformed. */
export function statementFacts(payload: string): StatementFacts | string {
  const parsed = canonicalPayload(payload);
  if (typeof parsed === "string") return parsed;
  const { doc } = parsed;
  const versioned = StatementPayloadSchema.safeParse(doc);
  if (versioned.success) {
    const p = versioned.data;
    return { format: "statement/1", subject: p.subject, taken_at: p.taken_at, standing: p.standing, payload: p, checks: null };
  }
  const earlier = EarlierStatementPayloadSchema.safeParse(doc);
  if (earlier.success) {
    const p = earlier.data;
    return {
      format: "earlier",
      subject: p.subject,
      taken_at: p.reading.taken_at,
      standing: p.reading.standing,
      payload: null,
      checks: p.checks,
    };
  }
  const version = (doc as { statement?: unknown } | null)?.statement;
  if (version !== undefined && version !== 1) return `the payload's format ${JSON.stringify(version)} is not one this verifier knows`;
  const issue = versioned.error.issues[0];
  return `the payload does not follow its schema (${issue?.path.join(".") || "payload"}: ${issue?.message})`;
}

function signatureVerifies(statement: SignedStatement, key: VerifierKey): boolean | "unusable_key" {
  const signature = Buffer.from(statement.signature.slice("ed25519:".length), "base64");
  try {
    const publicKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: key.x }, format: "jwk" });
    return verify(null, Buffer.from(statement.payload, "utf8"), publicKey, signature);
  } catch {
    return "unusable_key";
  }
}

const result = (outcome: VerifyOutcome, detail: string, extra: Partial<StatementVerification> = {}): StatementVerification => ({
  outcome,
  detail,
  flags: [],
  ...extra,
});

/** The signature check alone: form, key, Ed25519 over the exact bytes; no payload or lifecycle rules. */
export function checkSignature(
  statement: SignedStatement,
  keys: readonly VerifierKey[],
): "ok" | "malformed" | "unknown_key" | "revoked_key" | "invalid_signature" {
  if (statement.alg !== "Ed25519" || typeof statement.signature !== "string" || !SIGNATURE_FORM.test(statement.signature))
    return "malformed";
  const key = keys.find((k) => k.kid === statement.key_id);
  if (!key || (key.kty && key.kty !== "OKP") || (key.crv && key.crv !== "Ed25519")) return "unknown_key";
  if (key.status === "revoked" || at(key.revoked_at) !== null) return "revoked_key";
  const ok = signatureVerifies(statement, key);
  if (ok === "unusable_key") return "unknown_key";
  return ok ? "ok" : "invalid_signature";
}

/** What is wrong with the statement's envelope (alg, canonicalization label, signature form), or null. */
export function statementFormProblem(statement: SignedStatement): string | null {
  if (statement.alg !== "Ed25519") return `the statement's alg is ${JSON.stringify(statement.alg)}, not Ed25519`;
  if (statement.canonicalization !== "RFC8785")
    return `the statement's canonicalization is ${JSON.stringify(statement.canonicalization)}, not RFC8785`;
  if (typeof statement.signature !== "string" || !SIGNATURE_FORM.test(statement.signature))
    return "the signature is not `ed25519:` followed by the base64 of 64 bytes";
  return null;
}

export function verifyStatement(statement: SignedStatement, keys: readonly VerifierKey[]): StatementVerification {
  if (!statement || typeof statement.payload !== "string" || typeof statement.key_id !== "string")
    return result("malformed", "the statement lacks payload or key_id");
  const keyId = { key_id: statement.key_id };
  const form = statementFormProblem(statement);
  if (form) return result("malformed", form, keyId);
  const facts = statementFacts(statement.payload);
  if (typeof facts === "string") return result("malformed", facts, keyId);

  const signed = checkSignedAt(statement, keys, {
    at: facts.taken_at,
    payloadKeyId: facts.payload ? facts.payload.key_id : null,
    what: "the reading",
  });
  if (signed.outcome !== "valid") return result(signed.outcome, signed.detail, { ...keyId, ...(signed.signatureChecked ? { facts } : {}) });
  const flags: VerifyFlag[] = [...signed.flags];
  if (facts.format === "earlier") flags.push("earlier_payload_shape");
  return result("valid", "the witness statement's signature verifies under a key valid when the reading was taken", {
    ...keyId,
    facts,
    flags,
  });
}

export interface SignedAtCheck {
  outcome: VerifyOutcome;
  detail: string;
  flags: VerifyFlag[];
  /** True once the Ed25519 signature itself verified (what follows judges the key's lifecycle). */
  signatureChecked: boolean;
}

/**
 * The signature and the key's lifecycle for a payload that speaks of one instant (`at`): the key known and
 * not revoked, Ed25519 over the exact bytes, the payload's own key_id, then not yet valid, compromised or
 * retired at that instant. Every kind of statement (a reading's, a claim's) is judged by these rules.
 */
export function checkSignedAt(
  statement: SignedStatement,
  keys: readonly VerifierKey[],
  { at: atIso, payloadKeyId, what }: { at: string; payloadKeyId: string | null; what: string },
): SignedAtCheck {
  const stop = (outcome: VerifyOutcome, detail: string, signatureChecked = true): SignedAtCheck => ({
    outcome,
    detail,
    flags: [],
    signatureChecked,
  });
  const signature = checkSignature(statement, keys);
  if (signature === "unknown_key") return stop("unknown_key", `no published witness key has kid ${statement.key_id}`, false);
  if (signature === "revoked_key") return stop("revoked_key", `witness key ${statement.key_id} is revoked`, false);
  if (signature !== "ok") return stop("invalid_signature", "the witness statement's signature does not verify", false);
  if (payloadKeyId !== null && payloadKeyId !== statement.key_id)
    return stop("binding_mismatch", `the payload names key ${payloadKeyId}, the statement ${statement.key_id}`);

  const key = keys.find((k) => k.kid === statement.key_id)!;
  const time = Date.parse(atIso);
  const notBefore = at(key.notBefore);
  const compromisedAt = at(key.compromised_at);
  const retiredAt = at(key.retired_at) ?? at(key.notAfter);
  if (notBefore !== null && time < notBefore)
    return stop(
      "key_not_yet_valid",
      `witness key ${key.kid} is valid from ${new Date(notBefore).toISOString()}, after ${what} of ${atIso}`,
    );
  if (compromisedAt !== null && time >= compromisedAt)
    return stop(
      "compromised_key",
      `witness key ${key.kid} was compromised at ${new Date(compromisedAt).toISOString()}, not after ${what} of ${atIso}`,
    );
  if (retiredAt !== null && time > retiredAt)
    return stop("retired_key", `witness key ${key.kid} was retired at ${new Date(retiredAt).toISOString()}, before ${what} of ${atIso}`);
  return { outcome: "valid", detail: "", flags: compromisedAt !== null ? ["signed_before_compromise"] : [], signatureChecked: true };
}
