// Generates tests/vectors/witness-statements.json: witness statement cases with their expected outcome
// and flags, covering every statement-level outcome of the one verifier (lib/verifier/check.ts), so
// another implementation can prove it agrees. Reproducible byte for byte: keys come from fixed seeds,
// Ed25519 signs deterministically, every time is fixed. `npx tsx tests/vectors/generate-statements.ts`
// rewrites the file; tests/verifier/statement-vectors.test.ts checks it equals a fresh generation and
// runs every case through the library, `svc verify --statement --offline`, MCP `svc_verify` and /verify.
// The file is served at {api_url}/public/witness/vectors.json.
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { correctionPayload } from "@/lib/statement-log/correction-payload";
import { encodeEntry } from "@/lib/statement-log/log-entry";
import { leafHash } from "@/lib/statement-log/merkle";
import type { StatementCheck } from "@/lib/schemas/verifier";
import { canonicalJson } from "@/lib/platform/canonical-json";
import type { VerifyFlag, VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";

const PKCS8_ED25519 = Buffer.from("302e020100300506032b657004220420", "hex");

function keyFromSeed(label: string): { privateKey: KeyObject; x: string } {
  const seed = createHash("sha256").update(`witness statement vectors: ${label}`).digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: "der", type: "pkcs8" });
  return { privateKey, x: createPublicKey(privateKey).export({ format: "jwk" }).x as string };
}

const K = {
  active: keyFromSeed("active"),
  retired: keyFromSeed("retired"),
  compromised: keyFromSeed("compromised"),
  revoked: keyFromSeed("revoked"),
  future: keyFromSeed("not yet valid"),
  stranger: keyFromSeed("never published"),
};
type KeyName = keyof typeof K;
const KID: Record<KeyName, string> = {
  active: "stv-active",
  retired: "stv-retired",
  compromised: "stv-compromised",
  revoked: "stv-revoked",
  future: "stv-future",
  stranger: "stv-stranger",
};

const publishedKey = (
  name: KeyName,
  status: string,
  notBefore: string,
  retired: string | null,
  extra: Record<string, string | null> = {},
) => ({
  kty: "OKP",
  crv: "Ed25519",
  x: K[name].x,
  kid: KID[name],
  use: "sig",
  alg: "EdDSA",
  notBefore,
  notAfter: retired,
  status,
  retired_at: retired,
  revoked_at: null,
  compromised_at: null,
  ...extra,
});

const KEYS = [
  publishedKey("active", "active", "2026-01-01T00:00:00.000Z", null),
  publishedKey("retired", "retired", "2025-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"),
  publishedKey("compromised", "compromised", "2025-06-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z", {
    compromised_at: "2026-02-01T00:00:00.000Z",
  }),
  publishedKey("revoked", "revoked", "2025-01-01T00:00:00.000Z", "2025-09-01T00:00:00.000Z", { revoked_at: "2025-09-01T00:00:00.000Z" }),
  publishedKey("future", "active", "2027-01-01T00:00:00.000Z", null),
];

// The documents a statement is bound to: a small check mapping and an evidence manifest of their own.
const MAPPING = canonicalJson({
  check_mapping: 1,
  evaluator_version: "outside-in/1",
  outcomes: ["passed", "failed", "not_read"],
  checks: [{ check_id: "transport.https", category: "transport", reader: "outside-in", expected: "https answers below 400" }],
});
const MANIFEST = canonicalJson({
  evidence_manifest: 1,
  reading_id: "rd_vector",
  items: [
    {
      source: "https://vector-co.example/",
      kind: "https",
      status: 200,
      headers: null,
      sha256: "0".repeat(64),
      bytes: 0,
      observed_at: "2026-06-01T12:00:00.000Z",
    },
  ],
});
const sha = (t: string) => createHash("sha256").update(t, "utf8").digest("hex");
const b64 = (t: string) => Buffer.from(t, "utf8").toString("base64");
const DOCUMENTS = {
  check_mapping: { canonicalization: "RFC8785", bytes: b64(MAPPING) },
  evidence_manifest: { canonicalization: "RFC8785", bytes: b64(MANIFEST) },
};

function payload(over: Record<string, unknown> = {}, kid = KID.active): Record<string, unknown> {
  return {
    statement: 1,
    service: "svc-witness",
    reading_id: "rd_vector",
    subject: { domain: "vector-co.example", slug: "vector-co" },
    scope: "outside-in",
    taken_at: "2026-06-01T12:00:00.000Z",
    evaluator_version: "outside-in/1",
    counts: { passed: 1, failed: 0, not_read: 0 },
    standing: "witnessed",
    check_mapping_sha256: sha(MAPPING),
    evidence_manifest_sha256: sha(MANIFEST),
    checks: [{ check_id: "transport.https", outcome: "passed" }],
    key_id: kid,
    ...over,
  };
}

const EARLIER_CHECKS = [{ check_id: "tls", source: "https://vector-co.example/", passed: true }];
const earlier = (takenAt = "2026-06-01T12:00:00.000Z") => ({
  subject: { slug: "vector-co", domain: "vector-co.example" },
  reading: { taken_at: takenAt, checks_run: 1, checks_passed: 1, standing: "witnessed" },
  checks: EARLIER_CHECKS,
  service: "svc-witness",
  version: 1,
});
const EARLIER_DOCUMENTS = {
  check_mapping: { canonicalization: "RFC8785", bytes: b64(canonicalJson(EARLIER_CHECKS)) },
  evidence_manifest: EARLIER_CHECKS.map((c) => ({ check_id: c.check_id, source: c.source })),
};

type Statement = StatementCheck["statement"];
const sig = (text: string, key: KeyName) => "ed25519:" + sign(null, Buffer.from(text, "utf8"), K[key].privateKey).toString("base64");

/** Signs the payload (an object: its RFC 8785 form; a string: those exact bytes) with `key` as `kid`. */
function signed(p: Record<string, unknown> | string, key: KeyName = "active", kid: string = KID[key]): Statement {
  const text = typeof p === "string" ? p : canonicalJson(p);
  return { payload: text, signature: sig(text, key), key_id: kid, alg: "Ed25519", canonicalization: "RFC8785" };
}

interface VectorCase {
  name: string;
  description: string;
  expected: VerifyOutcome;
  flags: VerifyFlag[];
  input: Omit<StatementCheck, "keys">;
}

const cases: VectorCase[] = [];
const add = (name: string, description: string, expected: VerifyOutcome, input: Omit<StatementCheck, "keys">, flags: VerifyFlag[] = []) =>
  cases.push({ name, description, expected, flags, input });
const at = (kid: KeyName, takenAt: string) => signed(payload({ taken_at: takenAt }, KID[kid]), kid);

// valid
add("valid", "a statement: 1 payload signed by the active key, with its documents", "valid", {
  statement: signed(payload()),
  documents: DOCUMENTS,
});
add("valid-statement-only", "the statement alone, no documents", "valid", { statement: signed(payload()) });
add("valid-subject", "the subject asked about is the statement's", "valid", { statement: signed(payload()), subject: "vector-co.example" });
add("valid-retired-key-before-retirement", "signed by a retired key, taken before it was retired", "valid", {
  statement: at("retired", "2025-06-01T00:00:00.000Z"),
});
add("valid-at-not-before", "taken exactly at the key's notBefore", "valid", { statement: at("active", "2026-01-01T00:00:00.000Z") });
add("valid-at-retired-at", "taken exactly at the key's retired_at (not after it)", "valid", {
  statement: at("retired", "2026-01-01T00:00:00.000Z"),
});
add(
  "valid-before-compromise",
  "taken before the key's compromised_at: valid, flagged",
  "valid",
  { statement: at("compromised", "2026-01-15T00:00:00.000Z") },
  ["signed_before_compromise"],
);
add(
  "valid-earlier-shape",
  "the earlier payload shape (a signed checks list), still verifiable",
  "valid",
  { statement: signed(earlier()) },
  ["earlier_payload_shape"],
);
add(
  "valid-earlier-shape-documents",
  "the earlier shape with the check list and sources a bundle carries for it",
  "valid",
  { statement: signed(earlier()), documents: EARLIER_DOCUMENTS },
  ["earlier_payload_shape"],
);
add("valid-connected-scope", "a reading with connected sources", "valid", {
  statement: signed(payload({ scope: "outside-in+connected" })),
});
add("valid-null-slug", "a subject read by domain only", "valid", {
  statement: signed(payload({ subject: { domain: "vector-co.example", slug: null } })),
});
add("valid-null-standing", "nothing came back from the company: standing null", "valid", {
  statement: signed(
    payload({
      standing: null,
      counts: { passed: 0, failed: 0, not_read: 1 },
      checks: [{ check_id: "transport.https", outcome: "not_read" }],
    }),
  ),
});
add(
  "valid-manifest-pruned",
  "the reading's evidence was pruned by retention: the manifest digest cannot be checked",
  "valid",
  {
    statement: signed(payload()),
    documents: { check_mapping: DOCUMENTS.check_mapping, evidence_manifest: null },
  },
  ["evidence_manifest_pruned"],
);
const unrelated = signed(payload({ reading_id: "rd_other" }));
add("valid-correction-of-another-statement", "a signed correction naming another statement changes nothing", "valid", {
  statement: signed(payload()),
  corrections: [
    signed(
      correctionPayload({
        logIndex: 0,
        leafHashHex: leafHash(encodeEntry("statement", unrelated)).toString("hex"),
        action: "withdraw",
        reason: "another",
        correctedAt: new Date("2026-06-02T00:00:00Z"),
      }),
    ),
  ],
});

// malformed
const good = signed(payload());
const rawSig = good.signature.slice("ed25519:".length);
add("malformed-signature-no-prefix", "the signature without `ed25519:`", "malformed", { statement: { ...good, signature: rawSig } });
add("malformed-signature-prefix-case", "`Ed25519:` is not the prefix", "malformed", {
  statement: { ...good, signature: "Ed25519:" + rawSig },
});
add("malformed-signature-base64url", "the signature in base64url, not base64", "malformed", {
  statement: { ...good, signature: "ed25519:" + Buffer.from(rawSig, "base64").toString("base64url") },
});
add("malformed-signature-short", "63 bytes of signature", "malformed", {
  statement: { ...good, signature: "ed25519:" + Buffer.from(rawSig, "base64").subarray(1).toString("base64") },
});
add("malformed-signature-whitespace", "a newline inside the signature text", "malformed", {
  statement: { ...good, signature: "ed25519:" + rawSig.slice(0, 40) + "\n" + rawSig.slice(40) },
});
add("malformed-alg", "alg EdDSA instead of Ed25519", "malformed", { statement: { ...good, alg: "EdDSA" } });
add("malformed-canonicalization-label", "canonicalization JCS instead of RFC8785", "malformed", {
  statement: { ...good, canonicalization: "JCS" },
});
add("malformed-payload-not-canonical", "the payload signed with whitespace: not its RFC 8785 form", "malformed", {
  statement: signed(JSON.stringify(payload(), null, 1)),
});
add("malformed-payload-key-order", "the payload signed with its members out of RFC 8785 order", "malformed", {
  statement: signed(
    JSON.stringify({ statement: 1, ...payload() })
      .replace('"statement":1,', "")
      .replace(/^\{/, '{"statement":1,')
      .replace('{"statement":1,"statement":1,', '{"statement":1,'),
  ),
});
add("malformed-payload-not-json", "the payload is not JSON", "malformed", { statement: signed("statement: 1") });
add("malformed-unknown-version", "a payload of format 2", "malformed", { statement: signed(payload({ statement: 2 })) });
add("malformed-missing-counts", "a statement: 1 payload without counts", "malformed", {
  statement: signed(Object.fromEntries(Object.entries(payload()).filter(([k]) => k !== "counts"))),
});
add("malformed-extra-member", "a statement: 1 payload with a member the format does not have", "malformed", {
  statement: signed(payload({ verdict: "good" })),
});
add("malformed-taken-at", "taken_at that is no ISO 8601 time", "malformed", { statement: signed(payload({ taken_at: "yesterday" })) });
add("malformed-digest", "a digest that is not 64 hex characters", "malformed", {
  statement: signed(payload({ check_mapping_sha256: "abc" })),
});

// unknown_key
add("unknown-key", "signed by a key nobody published", "unknown_key", { statement: signed(payload({}, KID.stranger), "stranger") });
add("unknown-key-id", "signed by the active key under a kid nobody published", "unknown_key", {
  statement: signed(payload({}, "stv-nobody"), "active", "stv-nobody"),
});

// key lifecycle
add("key-not-yet-valid", "signed by a key whose notBefore is after taken_at", "key_not_yet_valid", {
  statement: at("future", "2026-06-01T00:00:00.000Z"),
});
add("key-not-yet-valid-active", "taken a millisecond before the active key's notBefore", "key_not_yet_valid", {
  statement: at("active", "2025-12-31T23:59:59.999Z"),
});
add("retired-key", "taken after its key's retired_at", "retired_key", { statement: at("retired", "2026-06-01T00:00:00.000Z") });
add("retired-key-1ms", "taken one millisecond after retired_at", "retired_key", { statement: at("retired", "2026-01-01T00:00:00.001Z") });
add("compromised-key-at", "taken exactly at compromised_at", "compromised_key", {
  statement: at("compromised", "2026-02-01T00:00:00.000Z"),
});
add("compromised-key-after", "taken after compromised_at, before retirement", "compromised_key", {
  statement: at("compromised", "2026-02-15T00:00:00.000Z"),
});
add("compromised-key-after-retirement", "taken after both: the compromise decides", "compromised_key", {
  statement: at("compromised", "2026-05-01T00:00:00.000Z"),
});
add("revoked-key", "signed by a revoked key before its revocation: nothing it signed is trusted", "revoked_key", {
  statement: at("revoked", "2025-06-01T00:00:00.000Z"),
});
add("revoked-key-bad-signature", "a revoked key is refused before its signature is checked", "revoked_key", {
  statement: { ...at("revoked", "2025-06-01T00:00:00.000Z"), signature: good.signature },
});

// invalid_signature
const tampered = (over: Record<string, unknown>) => ({ ...good, payload: canonicalJson(payload(over)) });
add("tampered-count", "counts.passed changed after signing", "invalid_signature", {
  statement: tampered({ counts: { passed: 2, failed: 0, not_read: 0 } }),
});
add("tampered-digest", "check_mapping_sha256 changed after signing", "invalid_signature", {
  statement: tampered({ check_mapping_sha256: sha("other") }),
});
add("tampered-subject", "the subject changed after signing", "invalid_signature", {
  statement: tampered({ subject: { domain: "other-co.example", slug: "other-co" } }),
});
add("tampered-taken-at", "taken_at moved after signing", "invalid_signature", {
  statement: tampered({ taken_at: "2026-06-02T12:00:00.000Z" }),
});
add("tampered-key-id", "the statement's key_id changed to another published key", "invalid_signature", {
  statement: { ...good, key_id: KID.retired },
});
add("signature-over-other-bytes", "a valid signature of the active key over another payload", "invalid_signature", {
  statement: { ...good, signature: sig(canonicalJson(payload({ reading_id: "rd_other" })), "active") },
});
add("signature-by-other-key", "signed by the retired key, naming the active one", "invalid_signature", {
  statement: { ...good, signature: sig(good.payload, "retired") },
});

// binding_mismatch
add("payload-key-id-mismatch", "the payload names another key than the statement (both signed)", "binding_mismatch", {
  statement: signed(payload({}, KID.retired), "active", KID.active),
});
add("check-mapping-mismatch", "the check mapping bytes are not the ones whose SHA-256 is signed", "binding_mismatch", {
  statement: good,
  documents: { ...DOCUMENTS, check_mapping: { canonicalization: "RFC8785", bytes: b64(canonicalJson(EARLIER_CHECKS)) } },
});
add("evidence-manifest-mismatch", "the evidence manifest bytes are not the ones whose SHA-256 is signed", "binding_mismatch", {
  statement: good,
  documents: { ...DOCUMENTS, evidence_manifest: { canonicalization: "RFC8785", bytes: b64(MANIFEST.replace("rd_vector", "rd_other")) } },
});
add("evidence-manifest-as-check-list", "a check list where the statement signs a manifest digest", "binding_mismatch", {
  statement: good,
  documents: { ...DOCUMENTS, evidence_manifest: EARLIER_DOCUMENTS.evidence_manifest },
});
add(
  "earlier-shape-check-list-mismatch",
  "the earlier shape with another check list",
  "binding_mismatch",
  {
    statement: signed(earlier()),
    documents: { ...EARLIER_DOCUMENTS, check_mapping: { canonicalization: "RFC8785", bytes: b64("[]") } },
  },
  ["earlier_payload_shape"],
);

// subject_mismatch
add("subject-mismatch", "valid, but about another domain than the one asked about", "subject_mismatch", {
  statement: good,
  subject: "other-co.example",
});

// superseded
const leafOf = (s: Statement) => leafHash(encodeEntry("statement", s)).toString("hex");
const correction = (action: "withdraw" | "replace", key: KeyName = "active") =>
  signed(
    correctionPayload({
      logIndex: 0,
      leafHashHex: leafOf(good),
      action,
      reason: `vector ${action}`,
      correctedAt: new Date("2026-06-02T00:00:00Z"),
    }),
    key,
  );
add("superseded-withdrawn", "a signed correction withdraws this statement", "superseded", {
  statement: good,
  corrections: [correction("withdraw")],
});
add("superseded-replaced", "a signed correction replaces this statement", "superseded", {
  statement: good,
  corrections: [correction("replace")],
});
add("valid-forged-correction", "a correction signed by an unpublished key changes nothing", "valid", {
  statement: good,
  corrections: [correction("withdraw", "stranger")],
});

const file = {
  description:
    "Witness statement vectors: each case's input (with the top-level keys) verifies to `expected` with `flags`. " +
    "Statement-level outcomes only; the log-level one (not_included) is in the Trust Ledger Token vectors.",
  generator: "tests/vectors/generate-statements.ts",
  verifier: "lib/verifier/check.ts",
  keys: KEYS,
  cases,
};

export const STATEMENT_VECTORS_TEXT = JSON.stringify(file, null, 2) + "\n";

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "generate-statements.ts")) {
  writeFileSync(path.join(import.meta.dirname, "witness-statements.json"), STATEMENT_VECTORS_TEXT);
  console.log(`wrote ${cases.length} cases to tests/vectors/witness-statements.json`);
}
