// Schemas of the witness statement log: proofs, the log description, the Trust Ledger Token, the
// verification bundle and the log status a profile read carries. They type the handlers, check tokens
// before verification and generate the published JSON Schemas.
import { z } from "zod";
import { LOG_ENTRY_KINDS, LOG_STATUSES } from "@/lib/vocabulary/statement-log";
import { WitnessStatementSchema } from "@/lib/schemas/network-profile";
import { CosignedBySchema, CosignerSchema, WitnessLogSchema } from "@/lib/schemas/witness-log";

export type { WitnessLog } from "@/lib/schemas/witness-log";

const b64Hash = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/)
  .describe("Base64 of a 32-byte SHA-256 hash.");
const logIndex = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const treeSize = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const InclusionQuerySchema = z.strictObject({
  index: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe("Index of the entry (0-based)."),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .describe("Tree size of a checkpoint the entry is in (index < size <= current size)."),
});

export const LookupQuerySchema = z.strictObject({
  statement_sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "64 lowercase hex characters")
    .describe("SHA-256 (hex) of the statement's payload bytes, exactly as signed."),
});

export const ConsistencyQuerySchema = z.strictObject({
  from: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe("The older tree size (1 <= from <= to)."),
  to: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe("The newer tree size (<= the current size)."),
});

export const InclusionProofSchema = z
  .strictObject({
    index: logIndex,
    size: treeSize,
    leaf_hash: b64Hash.describe("SHA-256(0x00 || entry)."),
    root_hash: b64Hash.describe("Root of the tree of `size` entries."),
    hashes: z.array(b64Hash).describe("RFC 9162 section 2.1.3.1 audit path, the leaf's sibling first."),
  })
  .meta({ id: "InclusionProof" });

export const ConsistencyProofSchema = z
  .strictObject({
    from: treeSize,
    to: treeSize,
    from_root: b64Hash,
    to_root: b64Hash,
    hashes: z.array(b64Hash).describe("RFC 9162 section 2.1.4.1 consistency proof; empty when from equals to."),
  })
  .meta({ id: "ConsistencyProof" });

export { CosignerSchema };

export const LogInfoSchema = z
  .strictObject({
    origin: z.string().describe("The checkpoint origin line, also the log key's name."),
    verifier_key: z
      .string()
      .describe(
        "C2SP signed-note verifier key of the log key: <name>+<hex key id>+<base64(0x01 " +
          "|| Ed25519 public key)>. It signs checkpoints and nothing else.",
      ),
    hash: z.literal("SHA-256"),
    tiles: z.string().describe("Where the C2SP tlog-tiles resources are."),
    checkpoint: z
      .strictObject({
        size: treeSize,
        root_hash: b64Hash,
        created_at: z.number().int().describe("Epoch ms."),
        note: z.string(),
        cosigned_by: CosignedBySchema,
      })
      .nullable()
      .describe("The latest checkpoint; null before the first integration."),
    witnesses: z.array(z.string()).describe("Verifier keys of the witnesses whose cosignatures this log accepts."),
    pending: z.number().int().min(0).describe("Signed statements and corrections not yet integrated."),
  })
  .meta({ id: "LogInfo" });

export const CosignatureResultSchema = z
  .strictObject({ size: treeSize, accepted: z.array(CosignerSchema) })
  .meta({ id: "CosignatureResult" });

const LoggedEntrySchema = z.strictObject({
  statement: WitnessStatementSchema,
  index: logIndex,
  inclusion_proof: z.array(b64Hash).max(64),
});

export const TokenBodySchema = z
  .strictObject({
    typ: z.literal("trust-ledger-token"),
    version: z.literal(1),
    statement: WitnessStatementSchema.describe("The witness statement (signed by a witness key, /public/keys)."),
    log: z
      .strictObject({
        index: logIndex.describe("The statement's index in the log."),
        inclusion_proof: z.array(b64Hash).max(64).describe("Audit path from the entry's leaf hash to the checkpoint's root."),
        checkpoint: z.string().max(16_384).describe("The C2SP signed-note checkpoint (signed by the log key) the proof leads to."),
      })
      .describe("Binds the statement to a signed checkpoint: entry = RFC 8785 JSON of {kind, statement}; leaf = SHA-256(0x00 || entry)."),
    corrections: z
      .array(LoggedEntrySchema)
      .max(16)
      .optional()
      .describe("Signed corrections naming this statement, each included in the same checkpoint."),
  })
  .meta({
    id: "TrustLedgerToken",
    description:
      "The decoded Trust Ledger Token. Its compact form is `tlt1.` followed by the unpadded " +
      "base64url of this object's RFC 8785 JSON. It carries two signatures: the witness statement's " +
      "(witness key) and the checkpoint's (log key); the inclusion proof binds one to the other.",
  });

export type TokenBody = z.infer<typeof TokenBodySchema>;

export const TokenResponseSchema = z
  .strictObject({
    token: z.string().describe("The compact Trust Ledger Token (`tlt1.` + base64url of the RFC 8785 JSON)."),
    decoded: TokenBodySchema,
    status: z.enum(LOG_STATUSES),
    signing_key: WitnessLogSchema.shape.signing_key,
    cosigned_by: CosignedBySchema.describe(
      "The witnesses whose cosignature of the token's checkpoint the log holds (their lines are in the checkpoint note).",
    ),
    how_to_verify: z.string(),
  })
  .meta({ id: "TrustLedgerTokenResponse" });

const PublishedKeySchema = z.looseObject({
  kty: z.literal("OKP"),
  crv: z.literal("Ed25519"),
  x: z.string(),
  kid: z.string(),
});

export const VerificationBundleSchema = z
  .strictObject({
    typ: z.literal("verification-bundle"),
    version: z.literal(1),
    subject: z.strictObject({ slug: z.string(), domain: z.string().nullable() }),
    statement: WitnessStatementSchema,
    evidence_manifest: z
      .union([
        z
          .strictObject({
            canonicalization: z.literal("RFC8785"),
            bytes: z.string().describe("Base64 of the RFC 8785 JSON of the evidence manifest the reading stored."),
          })
          .describe("A `statement: 1` payload: the manifest whose SHA-256 is the signed `evidence_manifest_sha256`."),
        z
          .null()
          .describe("A `statement: 1` payload whose reading's evidence was pruned by retention: the manifest digest cannot be checked."),
        z
          .array(z.strictObject({ check_id: z.string(), source: z.string() }))
          .describe("The earlier payload shape (a signed `checks` list): each check's id and source."),
      ])
      .describe("The evidence manifest the statement is bound to."),
    check_mapping: z
      .strictObject({
        canonicalization: z.literal("RFC8785"),
        bytes: z
          .string()
          .describe(
            "Base64 of RFC 8785 JSON: for a `statement: 1` payload the check mapping document (/public/witness/check-mapping) " +
              "whose SHA-256 is the signed `check_mapping_sha256`; for the earlier shape the reading's check list.",
          ),
      })
      .describe("The exact check mapping bytes the statement is bound to."),
    keys: z.strictObject({ read_at: z.number().int().describe("Epoch ms when the key list was read."), keys: z.array(PublishedKeySchema) }),
    log: z.strictObject({
      verifier_key: z.string(),
      index: logIndex,
      entry: z.string().describe("Base64 of the logged entry bytes."),
      inclusion_proof: z.array(b64Hash),
      checkpoint: z.string(),
      cosigned_by: CosignedBySchema.optional().describe(
        "The witnesses whose cosignature of `checkpoint` the log holds (their lines " +
          "are in the note); absent in a bundle saved before witnesses were named.",
      ),
    }),
    corrections: z.array(LoggedEntrySchema),
    token: z.string(),
  })
  .meta({ id: "VerificationBundle", description: "Everything needed to verify one witness statement offline." });

export type VerificationBundle = z.infer<typeof VerificationBundleSchema>;

export const ClaimBundleSchema = z
  .strictObject({
    typ: z.literal("claim-verification-bundle"),
    version: z.literal(1),
    subject: z.strictObject({ slug: z.string(), domain: z.string() }),
    statement: WitnessStatementSchema.describe(
      "The claim statement: its payload is a claim payload (`claim: 1`, /schemas/claim-statement-payload.v1.schema.json).",
    ),
    keys: z.strictObject({ read_at: z.number().int().describe("Epoch ms when the key list was read."), keys: z.array(PublishedKeySchema) }),
    log: z.strictObject({
      verifier_key: z.string(),
      index: logIndex,
      entry: z.string().describe('Base64 of the logged entry bytes: RFC 8785 JSON of {kind: "claim", statement}.'),
      inclusion_proof: z.array(b64Hash),
      checkpoint: z.string(),
    }),
  })
  .meta({
    id: "ClaimBundle",
    description:
      "Everything needed to verify one claim statement (a domain's control proven, or a claim suspended) " +
      "offline: the statement, the witness keys, the log entry, its inclusion proof and the signed checkpoint.",
  });

export type ClaimBundle = z.infer<typeof ClaimBundleSchema>;

export const LookupResultSchema = z
  .strictObject({
    statement_sha256: z.string(),
    index: logIndex.describe("The entry's index in the log."),
    kind: z.enum(LOG_ENTRY_KINDS),
    leaf_hash: b64Hash.describe("SHA-256(0x00 || entry), base64."),
    statement: z
      .record(z.string(), z.unknown())
      .describe("The signed statement as logged (payload, signature, key_id, alg, canonicalization)."),
    receipt: z
      .strictObject({
        checkpoint: z.string().describe("The latest signed checkpoint (C2SP signed note, with any cosignatures)."),
        size: treeSize,
        inclusion_proof: z.array(b64Hash).describe("RFC 9162 audit path from the leaf at `index` to the checkpoint's root."),
      })
      .describe("Where the entry stands: the checkpoint it is proven included in."),
  })
  .meta({ id: "LogLookup", description: "The log entry of one statement, found by the SHA-256 of its payload, with its receipt." });
