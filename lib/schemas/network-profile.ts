// The network profile record (spec 2.7, contracts 1 and 2) as zod schemas. The same schema types the
// handler, is parsed before a response leaves, and generates /schemas/network-profile.v2.schema.json.
// Every object is strict (additionalProperties: false), so a record carrying `score`, `rating`,
// `rank`, `grade` or `confidence` anywhere cannot validate: the published schema refuses a score.
import { z } from "zod";
import { KEY_STATUSES } from "@/lib/vocabulary/key-status";
import { FACT_NAME_PART_PATTERN, FACT_NAME_RULE, FACT_PATH_PATTERN } from "@/lib/vocabulary/fact-key";
import { FACT_ORIGINS } from "@/lib/vocabulary/fact-origins";
import { WitnessLogSchema } from "@/lib/schemas/witness-log";
import { ClaimSchema } from "@/lib/schemas/claim";

export const SUPPORTED_CONTRACTS = [1, 2] as const;
export const CURRENT_CONTRACT = 2;
export type ContractVersion = (typeof SUPPORTED_CONTRACTS)[number];

/** Property names no record may carry (the service never grades, rates, scores or ranks). */
export const REFUSED_PROPERTIES = ["score", "rating", "rank", "grade", "confidence"] as const;

const isoTime = z.iso.datetime().describe("ISO 8601 UTC timestamp.");
const origin = z.enum(FACT_ORIGINS).meta({ id: "FactOrigin" });

export const NetworkProfileQuerySchema = z.strictObject({
  q: z.string().max(300).describe("Domain (e.g. `lumen-analytics.example`, scheme, `www.` and path ignored) or profile slug. Required."),
  contract: z
    .string()
    .max(10)
    .optional()
    .describe("Contract version to serve (1 or 2). Same as the `Svc-Contract` header; the query wins when both are sent."),
});

export const WitnessedSchema = z
  .strictObject({
    standing: z
      .enum(["witnessed"])
      .nullable()
      .describe("`witnessed` when the last reading observed something; null when it brought no observation (or nothing was read yet)."),
    lastWitnessed: isoTime.nullable().describe("Time of the last reading, whatever it found (freshness)."),
    firstWitnessedAt: isoTime.nullable(),
    coverage: z
      .strictObject({ checksPassed: z.number().int().min(0), checksRun: z.number().int().min(0) })
      .nullable()
      .describe("Checks of the last reading; null when it brought no observation (0 of n would read as a finding)."),
    continuity: z
      .strictObject({
        recordBegan: isoTime
          .nullable()
          .describe(
            "The service's own first reading of this company; continuity never claims older. Null until two consecutive readings agree.",
          ),
        unbrokenSince: isoTime.nullable().describe("Null until two consecutive readings agree."),
        unbrokenReadings: z.number().int().min(0).describe("0 until two consecutive readings agree."),
        totalReadings: z.number().int().min(0),
      })
      .describe("Always an object; its dates are null until two consecutive readings agree."),
  })
  .meta({ id: "Witnessed" });

export const WitnessStatementSchema = z
  .strictObject({
    payload: z.string().describe("The exact string signed: RFC 8785 canonical JSON of what one reading found. No verdict."),
    signature: z
      .string()
      .regex(/^ed25519:[A-Za-z0-9+/]+={0,2}$/)
      .describe("`ed25519:` + base64 of the 64-byte signature over the payload's UTF-8 bytes."),
    key_id: z.string().describe("kid of the public key at /public/keys and /verify/keys."),
    alg: z.literal("Ed25519"),
    canonicalization: z.literal("RFC8785"),
  })
  .meta({ id: "WitnessStatement" });

export const WitnessReceiptSchema = z
  .strictObject({
    receipt_id: z.string(),
    subject: z.string(),
    source: z.string(),
    scope: z.string(),
    observed_at: isoTime,
    freshness: z.strictObject({ category: z.string(), stale_at: isoTime }),
    signature: z.strictObject({ alg: z.literal("Ed25519"), key_id: z.string() }),
  })
  .meta({ id: "WitnessReceipt", description: "Receipt record of the signed reading (spec 2.7 receipt shape)." });

// A fact's name: `category` and `key`, each matching the pattern (lib/vocabulary/fact-key.ts).
const factCategory = z.string().regex(FACT_NAME_PART_PATTERN).describe(`The fact's category: ${FACT_NAME_RULE}.`);
const factKey = z
  .string()
  .regex(FACT_NAME_PART_PATTERN)
  .describe(`Stable, scoped to its category (the fact is named \`category/key\`): ${FACT_NAME_RULE}.`);

export const FactSchema = z
  .strictObject({
    key: factKey,
    category: factCategory,
    label: z.string(),
    value: z.string().min(1).describe("On a contested fact, one account (the first in origin order), not the answer."),
    origin: origin.describe("Origin of `value`."),
    origins: z
      .array(origin)
      .min(1)
      .describe("Every origin that gave an account of this fact, in the fixed vocabulary order (not a ranking)."),
    contested: z.boolean(),
  })
  .meta({ id: "Fact" });

export const ConflictSchema = z
  .strictObject({
    key: factKey,
    category: factCategory,
    label: z.string(),
    accounts: z
      .array(z.strictObject({ origin, value: z.string() }))
      .min(2)
      .describe("Every account, in the fixed order of the origin vocabulary. No winner."),
  })
  .meta({ id: "Conflict" });

export const MethodologySchema = z
  .strictObject({
    cadence: z.string().describe("ISO 8601 duration between readings."),
    gapTolerance: z.string().describe("ISO 8601 duration: readings further apart break continuity."),
    retention: z.string(),
    freshness: z.array(z.strictObject({ category: z.string(), label: z.string(), window: z.string().describe("ISO 8601 duration.") })),
    exclusions: z.array(z.string()).describe("What is not read."),
    summary: z.string(),
  })
  .meta({ id: "Methodology" });

export const RecordVersionRefSchema = z
  .strictObject({
    version: z.number().int().min(1),
    digest: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .describe("SHA-256 of the version's RFC 8785 record body; the same digest history, batch and the change feed report."),
    recordedAt: isoTime,
  })
  .meta({ id: "RecordVersionRef" });

const contractFields = {
  contractVersion: z.number().int().describe("The contract served (also the `Svc-Contract` response header)."),
  contractNote: z.string(),
  contractOmissions: z.array(z.string()),
  contractSchema: z.url(),
  requestedContract: z.number().int().describe("The contract asked for."),
  deprecation: z.string().optional().describe("Notice sent with a withdrawn contract version (1)."),
};

export const NetworkProfileRecordSchema = z
  .strictObject({
    found: z.literal(true),
    ...contractFields,
    slug: z.string(),
    name: z.string(),
    domain: z.string().nullable(),
    tagline: z.string().nullable(),
    canonicalUrl: z.url(),
    industries: z.array(z.string()),
    updatedAt: isoTime,
    record: RecordVersionRefSchema.nullable().describe("Latest published record version (also the strong ETag's first part)."),
    witnessed: WitnessedSchema,
    witnessStatement: WitnessStatementSchema.optional().describe(
      "Statement of the last reading; absent when that reading was signed before statements existed or observed nothing.",
    ),
    witnessReceipt: WitnessReceiptSchema.optional(),
    witnessLog: WitnessLogSchema.optional().describe(
      "Where the statement stands in the witness statement log: its index and checkpoint, " +
        "`pending` until integrated, `superseded` once corrected; with its Trust Ledger Token.",
    ),
    witnessEvidenceManifest: z.array(z.strictObject({ check_id: z.string(), source: z.string() })),
    claim: ClaimSchema.optional().describe(
      "Present when a workspace holds the company by a verified claim; " +
        "`claim.verified` links the signed claim statement (method, time, log index).",
    ),
    methodology: MethodologySchema,
    facts: z.array(FactSchema),
    conflicts: z.array(ConflictSchema),
    withheldContested: z
      .array(z.string().regex(FACT_PATH_PATTERN))
      .optional()
      .describe("Contract 1 only: `category/key` of each fact left out because two sources disagreed."),
    signing: z.strictObject({
      profileSigned: z.literal(false),
      signedArtifact: z.string().nullable().describe("`witnessStatement` when the record carries one; null otherwise."),
      subject: z.string(),
    }),
    assuranceBoundary: z.strictObject({ statement: z.string(), doesNotEstablish: z.array(z.string()), methodology: z.string() }),
    sectionCapabilities: z.url().describe("Link to the section map."),
    evidenceClasses: z
      .strictObject({ "company-declared": z.string(), witnessed: z.string(), "public-source": z.string() })
      .describe("What each origin label means."),
    authority: z
      .strictObject({
        recordKeeper: z.string(),
        signs: z.string(),
        companyControls: z.array(z.string()),
        serviceControls: z.array(z.string()),
      })
      .describe("Who stands behind which part of the record."),
    relationships: z
      .strictObject({ history: z.url(), keys: z.url(), schema: z.url(), worker: z.url().nullable() })
      .describe("Links to the record's related resources."),
  })
  .meta({ id: "NetworkProfileRecord" });

export const NetworkProfileNotFoundSchema = z.strictObject({ found: z.literal(false), ...contractFields }).meta({
  id: "NetworkProfileNotFound",
  description: "No profile is published for `q` (unknown, unpublished, withdrawn or under `.invalid`).",
});

export const NetworkProfileResponseSchema = z
  .discriminatedUnion("found", [NetworkProfileRecordSchema, NetworkProfileNotFoundSchema])
  .meta({ id: "NetworkProfile" });

export type NetworkProfileRecord = z.infer<typeof NetworkProfileRecordSchema>;
export type NetworkProfileResponse = z.infer<typeof NetworkProfileResponseSchema>;
export type ContractFields = Pick<NetworkProfileRecord, keyof typeof contractFields>;

export const UnsupportedContractSchema = z
  .object({
    error: z.literal("unsupported_contract_version"),
    message: z.string(),
    found: z.literal(false),
    contractVersion: z.number().int().describe("The version the server speaks."),
    supportedContracts: z.array(z.number().int()),
  })
  .meta({ id: "UnsupportedContract" });

// ---------------------------------------------------------------- history

export const ProfileHistoryQuerySchema = z.strictObject({
  q: z.string().max(300).describe("Domain or profile slug, as for the profile read. Required."),
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "must be a positive integer")
    .optional()
    .describe("Read this one stored version (a positive integer) instead of the list."),
  limit: z
    .string()
    .regex(/^(?:[1-9][0-9]?|100)$/, "must be an integer from 1 to 100")
    .optional()
    .describe("Versions per page, 1 to 100 (default 20)."),
  cursor: z.string().max(500).optional().describe("`next_cursor` of the previous page, passed back unchanged."),
});

export const HistoryEntrySchema = z
  .strictObject({
    version: z.number().int().min(1),
    kind: z.string().describe("`published`, `updated`, `corrected` or `withdrawn`."),
    digest: z.string(),
    previous_digest: z.string().nullable(),
    corrects_version: z.number().int().nullable(),
    recorded_at: isoTime,
    version_url: z.url(),
  })
  .meta({ id: "HistoryEntry" });

export const ProfileHistoryPageSchema = z
  .strictObject({
    slug: z.string(),
    domain: z.string().nullable(),
    versions: z.array(HistoryEntrySchema).describe("Newest first."),
    next_cursor: z.string().nullable().describe("Pass back as `cursor` until it is null."),
  })
  .meta({ id: "ProfileHistoryPage" });

export const ProfileVersionSchema = z
  .strictObject({
    slug: z.string(),
    domain: z.string().nullable(),
    ...HistoryEntrySchema.shape,
    body: z.string().describe("The exact RFC 8785 record body the digest covers: sha256(body) = digest."),
    record: z.record(z.string(), z.unknown()).describe("`body` parsed, for convenience."),
  })
  .meta({ id: "ProfileVersion" });

// ---------------------------------------------------------------- signing keys

export const PublicSigningKeySchema = z
  .strictObject({
    kty: z.literal("OKP"),
    crv: z.literal("Ed25519"),
    x: z.string(),
    kid: z.string(),
    use: z.literal("sig"),
    alg: z.literal("EdDSA"),
    notBefore: isoTime.describe("Statements signed before this time are not valid under this key."),
    notAfter: isoTime
      .nullable()
      .describe("Null while the key signs; set when it was retired. It stays published so old statements verify."),
    status: z.enum(KEY_STATUSES),
    created_at: isoTime.describe("When the key began signing (its not-before): no statement it signed is older."),
    retired_at: isoTime.nullable().describe("When it stopped signing; it stays published so its statements keep verifying."),
    revoked_at: isoTime.nullable().describe("Set when the key was revoked: statements it signed are marked revoked on every read."),
    compromised_at: isoTime
      .nullable()
      .describe(
        "Set when the key's private half leaked, at the time it leaked: statements taken at or after it verify " +
          "as `compromised_key`; statements taken before it stay valid and are flagged `signed_before_compromise`.",
      ),
    public_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .describe("The raw 32-byte Ed25519 public key, base64url (the JWK's x)."),
  })
  .meta({ id: "PublicSigningKey" });

export const PublicKeySetSchema = z
  .strictObject({
    keys: z.array(PublicSigningKeySchema).describe("A JWK Set; extra members date each key."),
    statement_alg: z.literal("Ed25519"),
    how_to_verify: z.string(),
  })
  .meta({ id: "PublicKeySet" });
