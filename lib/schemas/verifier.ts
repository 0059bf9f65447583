// The input of the one statement verifier (lib/verifier/check.ts): a signed witness statement, the key
// set to judge it with, and optionally the documents it is bound to, the subject it must be about and
// signed corrections. The same document is what `svc verify --statement`, MCP `svc_verify` and the
// statement vectors carry, so every consumer reads one shape.
import { z } from "zod";

const MAX_TEXT = 64 * 1024;

export const SignedStatementInputSchema = z
  .object({
    payload: z.string().max(MAX_TEXT),
    signature: z.string().max(1024),
    key_id: z.string().max(512),
    alg: z.string().max(64),
    canonicalization: z.string().max(64),
  })
  .describe(
    "A signed witness statement exactly as published: payload bytes (RFC " +
      "8785 JSON), signature `ed25519:` + base64, key_id, alg, canonicalization.",
  );

const DocumentBytesSchema = z.strictObject({ canonicalization: z.string().max(64), bytes: z.string().max(4 * MAX_TEXT) });

export const VerifierKeyInputSchema = z.looseObject({
  kid: z.string().max(512),
  x: z.string().max(128),
  kty: z.string().optional(),
  crv: z.string().optional(),
  status: z.string().optional(),
  notBefore: z.string().nullable().optional(),
  notAfter: z.string().nullable().optional(),
  retired_at: z.string().nullable().optional(),
  revoked_at: z.string().nullable().optional(),
  compromised_at: z.string().nullable().optional(),
});

export const StatementCheckSchema = z
  .strictObject({
    statement: SignedStatementInputSchema,
    keys: z
      .array(VerifierKeyInputSchema)
      .max(100)
      .optional()
      .describe("The witness keys (as /public/keys lists them); the service's published keys when omitted."),
    documents: z
      .strictObject({
        check_mapping: DocumentBytesSchema,
        evidence_manifest: z.union([
          DocumentBytesSchema,
          z.null(),
          z.array(z.strictObject({ check_id: z.string(), source: z.string() })).max(1000),
        ]),
      })
      .optional()
      .describe("The bytes the statement is bound to, as a verification bundle carries them."),
    subject: z.string().max(253).optional().describe("The domain the statement must be about."),
    corrections: z
      .array(SignedStatementInputSchema)
      .max(20)
      .optional()
      .describe("Signed corrections; one naming this statement's leaf hash supersedes it."),
  })
  .meta({ id: "StatementCheck", description: "What the one statement verifier decides on." });

export type StatementCheck = z.infer<typeof StatementCheckSchema>;
