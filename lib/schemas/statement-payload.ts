// The signed payload of a witness statement: the RFC 8785 JSON inside `statement.payload`. One
// versioned shape (`statement: 1`) written by the witness engine; the earlier shape (a `checks` list of
// check_id/source/passed under `version: 1`) is still read so statements signed before stay verifiable.
// The verifier (lib/verifier) parses with these schemas; the JSON Schema of the versioned shape is
// published at {base_url}/schemas/witness-statement-payload.v1.schema.json.
import { z } from "zod";
import { CHECK_OUTCOMES } from "@/lib/vocabulary/check-outcomes";

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const StatementPayloadSchema = z
  .strictObject({
    statement: z.literal(1).describe("Version of the payload format."),
    service: z.string().describe("The witness that signed it."),
    reading_id: z.string().min(1).describe("The reading this statement is the signed summary of."),
    subject: z.strictObject({ domain: z.string().min(1), slug: z.string().nullable() }),
    scope: z.string().describe("What was read: outside-in, or outside-in+connected."),
    taken_at: z.iso.datetime().describe("When the reading was taken; the signing key must be valid at this instant."),
    evaluator_version: z.string(),
    counts: z.strictObject({
      passed: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      not_read: z.number().int().nonnegative(),
    }),
    standing: z.string().nullable(),
    check_mapping_sha256: hex64.describe("SHA-256 of the RFC 8785 bytes of the check mapping document."),
    evidence_manifest_sha256: hex64.describe("SHA-256 of the RFC 8785 bytes of the reading's evidence manifest."),
    checks: z.array(z.strictObject({ check_id: z.string(), outcome: z.enum(CHECK_OUTCOMES) })),
    key_id: z.string().min(1).describe("The key that signs this statement; equal to the statement's key_id."),
  })
  .meta({ id: "WitnessStatementPayload", description: "The signed payload of a witness statement, format 1 (RFC 8785 JSON)." });

export type StatementPayload = z.infer<typeof StatementPayloadSchema>;

/** The payload shape signed before the versioned format: read, never written. */
export const EarlierStatementPayloadSchema = z.strictObject({
  subject: z.strictObject({ slug: z.string(), domain: z.string().nullable() }),
  reading: z.strictObject({
    taken_at: z.iso.datetime(),
    checks_run: z.number().int().nonnegative(),
    checks_passed: z.number().int().nonnegative(),
    standing: z.string().nullable(),
  }),
  checks: z.array(z.strictObject({ check_id: z.string(), source: z.string(), passed: z.boolean() })),
  service: z.string(),
  version: z.literal(1),
});
