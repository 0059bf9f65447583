// Witness statements: the one thing the service signs. The payload is the RFC 8785 form of what a
// single reading found (subject, time, coverage, the checks) and deliberately carries no verdict or
// score. Anyone can check it with the payload bytes and a published public key.
import { createPublicKey, sign, verify, type JsonWebKey } from "node:crypto";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { activeSigningKey, type ActiveSigningKey } from "@/lib/witness-record/signing-keys";

// A type alias (not an interface) so a check list is assignable to a Prisma Json column.
export type WitnessCheck = {
  check_id: string;
  source: string;
  passed: boolean;
};

export interface ReadingFacts {
  subject: { slug: string; domain: string | null };
  takenAt: Date;
  checksRun: number;
  checksPassed: number;
  standing: string | null;
  checks: readonly WitnessCheck[];
}

export interface WitnessStatement {
  payload: string;
  signature: string;
  key_id: string;
  alg: "Ed25519";
  canonicalization: "RFC8785";
}

export const WITNESS_SERVICE = "svc-witness";
export const SIGNATURE_PREFIX = "ed25519:";

export function statementPayload(facts: ReadingFacts): string {
  return canonicalJson({
    subject: { slug: facts.subject.slug, domain: facts.subject.domain },
    reading: {
      taken_at: facts.takenAt.toISOString(),
      checks_run: facts.checksRun,
      checks_passed: facts.checksPassed,
      standing: facts.standing,
    },
    checks: facts.checks.map((c) => ({ check_id: c.check_id, source: c.source, passed: c.passed })),
    service: WITNESS_SERVICE,
    version: 1,
  });
}

export async function signWitnessStatement(facts: ReadingFacts, key?: ActiveSigningKey): Promise<WitnessStatement> {
  const signer = key ?? (await activeSigningKey());
  const payload = statementPayload(facts);
  // Ed25519 signs the message itself (no pre-hash), hence the null digest algorithm.
  const signature = sign(null, Buffer.from(payload, "utf8"), signer.privateKey);
  return {
    payload,
    signature: SIGNATURE_PREFIX + signature.toString("base64"),
    key_id: signer.kid,
    alg: "Ed25519",
    canonicalization: "RFC8785",
  };
}

type PublicJwkWithKid = JsonWebKey & { kid?: string };

/**
 * True only when the statement's signature checks against the published key named by key_id: the check a
 * reader runs, kept beside the signing it answers.
 * @public
 */
export function verifyWitnessStatement(
  statement: Pick<WitnessStatement, "payload" | "signature" | "key_id" | "alg">,
  publicJwks: readonly PublicJwkWithKid[],
): boolean {
  if (statement.alg !== "Ed25519" || typeof statement.payload !== "string") return false;
  if (!/^ed25519:[A-Za-z0-9+/]+={0,2}$/.test(statement.signature ?? "")) return false;
  const jwk = publicJwks.find((k) => k.kid === statement.key_id);
  if (!jwk || jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string") return false;
  const signature = Buffer.from(statement.signature.slice(SIGNATURE_PREFIX.length), "base64");
  if (signature.length !== 64) return false;
  try {
    const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
    return verify(null, Buffer.from(statement.payload, "utf8"), key, signature);
  } catch {
    return false;
  }
}

// A reading is fresh for one missed hourly reading: after two hours without a new one it is stale.
export const READING_FRESHNESS = { category: "reading", windowMs: 2 * 60 * 60 * 1000 } as const;

export interface WitnessReceipt {
  receipt_id: string;
  subject: string;
  source: string;
  scope: string;
  observed_at: string;
  freshness: { category: string; stale_at: string };
  signature: { alg: "Ed25519"; key_id: string };
}

/**
 * The receipt for one signed reading (spec 2.7 "Receipt record shape"). Its id is derived from the
 * signed payload, so the same reading always yields the same receipt on every instance.
 */
export function receiptFor(
  reading: { takenAt: Date },
  company: { slug: string; domain: string | null },
  statement: WitnessStatement,
): WitnessReceipt {
  return {
    receipt_id: "rcpt_" + sha256Hex(statement.payload).slice(0, 32),
    subject: company.domain ?? company.slug,
    source: WITNESS_SERVICE,
    scope: "hourly-reading",
    observed_at: reading.takenAt.toISOString(),
    freshness: {
      category: READING_FRESHNESS.category,
      stale_at: new Date(reading.takenAt.getTime() + READING_FRESHNESS.windowMs).toISOString(),
    },
    signature: { alg: statement.alg, key_id: statement.key_id },
  };
}
