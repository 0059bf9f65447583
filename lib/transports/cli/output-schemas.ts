// The JSON document each command prints with `--json`, as zod schemas: the one source of the
// JSON Schemas `svc schema <command>` prints and the tests validate real output against.
import { z } from "zod";
import { EXIT_CODE_TABLE } from "@/lib/vocabulary/cli-exit-codes";
import { CHECK_STATES } from "@/lib/vocabulary/check-states";
import { DeclarationSchema } from "@/lib/schemas/declaration";
import { VERIFY_FLAGS, VERIFY_OUTCOMES } from "@/lib/vocabulary/verify-outcomes";
import { ClaimStatementPayloadSchema } from "@/lib/schemas/claim-statement-payload";
import { GuardDecisionSchema } from "@/lib/transports/cli/guard/decide";
import { GuardEvidenceSchema } from "@/lib/transports/cli/guard/evidence";
import { GuardPolicySchema } from "@/lib/transports/cli/guard/policy";
import { COVERAGE_STATES, ENCRYPTION_STATES, LINT_FILE_KINDS } from "@/lib/vocabulary/lint-coverage";

const exitCode = z.union(EXIT_CODE_TABLE.map((row) => z.literal(row.code)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>]);
const isoTime = z.iso.datetime();

function envelope<C extends string>(command: C) {
  return { command: z.literal(command), exit_code: exitCode, exit_meaning: z.string() };
}

/** The document of a run that ended in a usage or service error (no answer about anything). */
function failureOf<C extends string>(command: C) {
  return z.strictObject({
    ...envelope(command),
    error: z.strictObject({ code: z.enum(["usage", "service_error", "internal_error"]), message: z.string() }),
  });
}

const CheckAnswer = z.strictObject({
  ...envelope("check"),
  query: z.string(),
  domain: z.string(),
  state: z.enum(CHECK_STATES),
  listed: z.boolean(),
  listed_on: z
    .enum(["network", "worker_route"])
    .nullable()
    .describe(
      "Where the service publishes the company: the Network record, or (when there is none) its worker-route page; null when neither.",
    ),
  read_from: z.url(),
  slug: z.string().optional(),
  name: z.string().optional(),
  profile_url: z.url().optional(),
  witnessed: z
    .strictObject({
      standing: z.enum(["witnessed"]).nullable(),
      last_reading_at: isoTime.nullable(),
      first_witnessed_at: isoTime.nullable(),
    })
    .optional(),
  counts: z
    .strictObject({
      witnessed_checks_run: z.number().int().min(0),
      witnessed_checks_passed: z.number().int().min(0),
      company_declarations: z
        .number()
        .int()
        .min(0)
        .describe("Facts the company declared; reported apart from witnessed checks, never summed with them."),
    })
    .optional(),
  record: z.strictObject({ version: z.number().int(), digest: z.string(), recorded_at: isoTime }).nullable().optional(),
  signing_key_id: z.string().nullable().optional(),
  signature_checked: z.literal(false).optional().describe("check never verifies the witness statement's signature."),
});

const count = z.number().int().min(0);

const LintAnswer = z.strictObject({
  ...envelope("lint"),
  root: z.string(),
  counts: z.strictObject({
    regions: z.record(z.string(), count).describe("Literal region or location names, each with its number of declarations."),
    regions_unresolved: count,
    storage: z.strictObject(
      Object.fromEntries(ENCRYPTION_STATES.map((s) => [s, count])) as Record<(typeof ENCRYPTION_STATES)[number], typeof count>,
    ),
    logging: count,
    identity: count,
    open_to_any_address: count,
    inline_credentials: count.describe("Counted, never shown."),
  }),
  facts_digest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe("SHA-256 of the RFC 8785 form of `counts`."),
  coverage: z.strictObject({
    ...(Object.fromEntries(COVERAGE_STATES.map((s) => [s, count])) as Record<(typeof COVERAGE_STATES)[number], typeof count>),
    walk_cap: count,
    walk_cap_reached: z.boolean(),
  }),
  files: z.array(
    z.strictObject({ path: z.string(), kind: z.enum(LINT_FILE_KINDS), status: z.enum(COVERAGE_STATES), reason: z.string().optional() }),
  ),
});

const RetiredAnswer = (name: "scan" | "eu") => z.strictObject({ ...envelope(name), retired: z.literal(true), message: z.string() });

export const OUTPUT_SCHEMAS = {
  check: z.union([CheckAnswer, failureOf("check")]),
  lint: z.union([LintAnswer, failureOf("lint")]),
  guard: z.union([
    z.strictObject({ ...envelope("guard"), ...GuardDecisionSchema.shape, evidence: GuardEvidenceSchema.nullable() }),
    failureOf("guard"),
  ]),
  declare: z.union([
    z.strictObject({
      ...envelope("declare"),
      domain: z.string(),
      document: z.string().describe("Absolute path of the declaration document."),
      private_key: z.string().optional().describe("init: absolute path of the private key file (mode 600)."),
      facts: z.number().int().min(0).optional(),
      key_thumbprint: z.string().describe("RFC 7638 thumbprint of the company's public key."),
      signature_valid: z.boolean().optional(),
      reason: z.enum(["unsigned", "thumbprint_mismatch", "signature_invalid"]).optional(),
      domain_matches: z.boolean().optional(),
    }),
    failureOf("declare"),
  ]),
  declaration: DeclarationSchema,
  verify: z.union([
    z.strictObject({
      ...envelope("verify"),
      domain: z.string().nullable(),
      outcome: z.enum(VERIFY_OUTCOMES).nullable(),
      detail: z.string(),
      listed: z.literal(false).optional(),
      key_id: z.string().nullable().optional(),
      subject: z.strictObject({ slug: z.string().nullable().optional(), domain: z.string().nullable().optional() }).nullable().optional(),
      flags: z.array(z.enum(VERIFY_FLAGS)).optional(),
      log: z.strictObject({ origin: z.string(), index: count, size: count, root_hash: z.string() }).nullable().optional(),
      correction: z.strictObject({ index: count, action: z.string(), reason: z.string() }).nullable().optional(),
      cosigned_by: z
        .array(z.string())
        .nullable()
        .optional()
        .describe("With --witness-key: the named witnesses whose cosignature of the checkpoint verifies; null when none were named."),
      log_key_pinned: z.boolean().optional(),
      offline: z.boolean().optional(),
      bundle_saved: z.string().nullable().optional(),
      claim: ClaimStatementPayloadSchema.nullable()
        .optional()
        .describe("`--claim`, or a claim bundle: the signed claim payload that was verified."),
    }),
    failureOf("verify"),
  ]),
  log: z.union([
    z.strictObject({
      ...envelope("log"),
      valid: z.boolean().optional(),
      reason: z.string().optional(),
      origin: z.string().optional(),
      size: count.optional(),
      root_hash: z.string().optional(),
      cosigned_by: z.array(z.string()).optional(),
      note: z.string().optional(),
      index: count.optional(),
      leaf_hash: z.string().optional(),
      hashes: z.array(z.string()).optional(),
      included: z.boolean().optional(),
      state_file: z.string().optional(),
      previous_size: count.nullable().optional(),
      consistent: z.boolean().optional(),
      state_updated: z.boolean().optional(),
      log_key_pinned: z.boolean().optional(),
    }),
    failureOf("log"),
  ]),
  mirror: z.union([
    z.strictObject({
      ...envelope("mirror"),
      dir: z.string(),
      complete: z.boolean(),
      size: count.optional(),
      root_hash: z.string().optional(),
      downloaded: count.optional(),
      reused: count.optional(),
      reason: z.string().optional(),
      log_key_pinned: z.boolean().optional(),
    }),
    failureOf("mirror"),
  ]),
  witness: z.union([
    z.strictObject({
      ...envelope("witness"),
      state_dir: z.string(),
      witness: z.string().describe("The witness's key name."),
      verifier_key: z
        .string()
        .describe("The witness's C2SP signed-note verifier key (type 0x04, cosignature/v1): what a log lists in LOG_WITNESSES."),
      outcome: z
        .enum(["cosigned", "already_cosigned", "older", "split_view", "invalid_checkpoint", "not_accepted"])
        .nullable()
        .describe("null with --print-key (nothing was read)."),
      posted: z.boolean().describe("Whether a cosignature was posted to the log."),
      split_view: z.boolean(),
      origin: z.string().optional(),
      size: count.optional(),
      root_hash: z.string().optional(),
      previous_size: count.nullable().optional().describe("The size of the last checkpoint this witness cosigned; null on its first."),
      reason: z.string().optional(),
    }),
    failureOf("witness"),
  ]),
  "public-record": z.union([
    z.strictObject({
      ...envelope("public-record"),
      domain: z.string(),
      listed: z.boolean(),
      slug: z.string().optional(),
      record: z
        .strictObject({ version: z.number().int(), digest: z.string(), recorded_at: isoTime, digest_verified: z.literal(true) })
        .nullable()
        .optional(),
      facts: z
        .array(
          z.strictObject({
            category: z.string(),
            key: z.string(),
            label: z.string(),
            value: z.string(),
            source: z
              .string()
              .nullable()
              .describe(
                "Where the account was read (a URL or a named register), as " +
                  "the service's record names it; null when the record names none.",
              ),
            first_recorded_at: isoTime.describe(
              "When the first record version that carried this account unchanged up to the latest was recorded.",
            ),
            first_recorded_version: z.number().int(),
          }),
        )
        .optional(),
      versions_read: count.optional(),
      history_complete: z.boolean().optional(),
      mismatch: z.string().optional(),
    }),
    failureOf("public-record"),
  ]),
  "mcp-tools": z.union([
    z.strictObject({
      ...envelope("mcp-tools"),
      url: z.url(),
      digest: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .describe("SHA-256 of the RFC 8785 form of `tools`."),
      tool_count: count,
      tools: z.array(
        z.strictObject({
          name: z.string(),
          title: z.string().nullable(),
          description: z.string().nullable(),
          inputSchema: z.record(z.string(), z.unknown()).nullable(),
          outputSchema: z.record(z.string(), z.unknown()).nullable(),
        }),
      ),
      previous: z.strictObject({ read_at: isoTime, digest: z.string() }).nullable(),
      changes: z.strictObject({ added: z.array(z.string()), removed: z.array(z.string()), changed: z.array(z.string()) }).nullable(),
      changed: z.boolean(),
    }),
    failureOf("mcp-tools"),
  ]),
  "guard-policy": GuardPolicySchema,
  "guard-decision": GuardDecisionSchema,
  schema: z.union([
    z.strictObject({
      ...envelope("schema"),
      commands: z.array(z.string()).optional(),
      schema: z.record(z.string(), z.unknown()).optional(),
    }),
    failureOf("schema"),
  ]),
  scan: RetiredAnswer("scan"),
  eu: RetiredAnswer("eu"),
} satisfies Record<string, z.ZodType>;

export type SchemaName = keyof typeof OUTPUT_SCHEMAS;

/** Schemas of documents that are not a command's output (the guard's policy input and decision). */
const DOCUMENT_TITLES: Partial<Record<SchemaName, string>> = {
  "guard-policy": "svc guard policy (YAML or JSON)",
  "guard-decision": "svc guard decision (also returned by the library function)",
  declaration: "Company declaration, /.well-known/svc-declaration.json",
};

export function outputJsonSchema(name: SchemaName): Record<string, unknown> {
  return {
    $id: `svc-cli/${name}.schema.json`,
    title: DOCUMENT_TITLES[name] ?? `svc ${name} --json`,
    // Input schemas describe what a person writes: defaults may be left out.
    ...z.toJSONSchema(OUTPUT_SCHEMAS[name], { target: "draft-2020-12", io: name === "guard-policy" ? "input" : "output" }),
  };
}
