// POST /api/network/batch: up to 25 targets in, one result per target out.
import { z } from "zod";
import { BATCH_STATUSES } from "@/lib/vocabulary/batch-statuses";
import { targetKey } from "@/lib/schemas/target-key";

export const BATCH_MAX_TARGETS = 25;

const Digest = z.string().regex(/^[0-9a-f]{64}$/, "must be a record digest: 64 lowercase hex characters (SHA-256)");

const TargetText = z
  .string()
  .max(300)
  .superRefine((q, ctx) => {
    if (targetKey(q) === null) ctx.addIssue({ code: "custom", message: "must be a company domain or profile slug" });
  })
  .describe("A company domain (`lumen-analytics.example`, a URL is reduced to its host) or a profile slug (`lumen-analytics`).");

const TargetObject = z
  .object({
    q: TargetText,
    pin: Digest.optional().describe("The record digest from an earlier read; the result says whether the record changed since."),
  })
  .strict();

// Either form is read as `{ q, pin? }`; a bad pin is named by its own path (targets.3.pin).
export const BatchTargetSchema = z
  .union([TargetText, TargetObject])
  .transform((t) => (typeof t === "string" ? { q: t } : t))
  .meta({ id: "BatchTarget", description: "A domain or slug string, or `{ q, pin }`." });

export const BatchRequestSchema = z
  .object({
    targets: z
      .array(BatchTargetSchema)
      .min(1)
      .max(BATCH_MAX_TARGETS)
      .describe(`1 to ${BATCH_MAX_TARGETS} targets, answered in the order sent.`),
  })
  .strict()
  .meta({ id: "BatchRequest" });

export { BATCH_STATUSES };

const Time = z.string().describe("ISO 8601");

export const BatchResultSchema = z
  .object({
    target: z.string().describe("The target's `q` as sent."),
    status: z.enum(BATCH_STATUSES),
    problem: z
      .object({ code: z.string(), retryable: z.boolean(), next_action: z.string(), detail: z.string() })
      .nullable()
      .describe("Why the target could not be read; null unless `unavailable`. Says nothing about the company."),
    slug: z.string().nullable(),
    name: z.string().nullable(),
    domain: z.string().nullable(),
    record_url: z.string().url().nullable(),
    profile_url: z.string().url().nullable(),
    witnessed: z
      .object({
        standing: z.literal("witnessed").nullable(),
        last_witnessed_at: Time.nullable(),
        first_witnessed_at: Time.nullable(),
        unbroken_since: Time.nullable(),
        checks_passed: z.number().int().nullable(),
        checks_run: z.number().int().nullable(),
      })
      .nullable(),
    record: z.object({ version: z.number().int(), digest: Digest, recorded_at: Time }).nullable(),
    pin: z.object({
      sent: Digest.nullable(),
      changed: z.boolean().nullable().describe("Null when no pin was sent or the target could not be read."),
    }),
    facts: z
      .object({
        days_since_last_witnessed: z.number().int().nullable(),
        days_since_profile_updated: z.number().int().nullable(),
        unbroken_readings: z.number().int().nullable().describe("Null until two consecutive readings agree."),
        total_readings: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: "BatchResult", description: "Fields other than target, status, problem and pin are null unless `listed`." });

export const BatchSummarySchema = z
  .object({
    targets: z.number().int(),
    listed: z.number().int(),
    not_listed: z.number().int(),
    withheld: z.number().int(),
    unavailable: z.number().int(),
    changed_since_pin: z.number().int(),
  })
  .meta({ id: "BatchSummary" });

export const BatchHowToReadSchema = z
  .object({
    status: z.string(),
    pin: z.string(),
    witnessed: z.string(),
    facts: z.string(),
    boundary: z.string(),
  })
  .meta({ id: "BatchHowToRead" });

export const BatchResponseSchema = z
  .object({
    format: z.literal("network.batch.v1"),
    checked_at: Time,
    summary: BatchSummarySchema,
    results: z.array(BatchResultSchema).max(BATCH_MAX_TARGETS),
    how_to_read: BatchHowToReadSchema,
  })
  .meta({ id: "BatchResponse" });

export type BatchTarget = z.infer<typeof TargetObject>;
export type BatchResult = z.infer<typeof BatchResultSchema>;
export type BatchResponse = z.infer<typeof BatchResponseSchema>;
