// The payload of a correction: RFC 8785 JSON naming the logged statement it corrects (its index and leaf
// hash), what it does (withdraw or replace) and why. Signed by a witness key like any witness statement.
import { z } from "zod";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { CORRECTION_ACTIONS, type CorrectionAction } from "@/lib/vocabulary/statement-log";

export const CORRECTION_TYPE = "svc-witness-correction";
export const MAX_REASON_LENGTH = 500;

const CorrectionPayloadSchema = z.strictObject({
  type: z.literal(CORRECTION_TYPE),
  version: z.literal(1),
  corrects: z.strictObject({ log_index: z.number().int().min(0), leaf_hash: z.string().regex(/^[0-9a-f]{64}$/) }),
  action: z.enum(CORRECTION_ACTIONS),
  reason: z.string().min(1).max(MAX_REASON_LENGTH),
  replaced_by: z.strictObject({ statement_sha256: z.string().regex(/^[0-9a-f]{64}$/) }).optional(),
  corrected_at: z.string(),
});

export type CorrectionPayload = z.infer<typeof CorrectionPayloadSchema>;

export interface CorrectionInput {
  logIndex: number;
  leafHashHex: string;
  action: CorrectionAction;
  reason: string;
  /** SHA-256 (hex) of the payload of the statement that replaces the corrected one. */
  replacementSha256?: string;
  correctedAt: Date;
}

export function correctionPayload(input: CorrectionInput): string {
  return canonicalJson({
    type: CORRECTION_TYPE,
    version: 1,
    corrects: { log_index: input.logIndex, leaf_hash: input.leafHashHex },
    action: input.action,
    reason: input.reason,
    ...(input.replacementSha256 ? { replaced_by: { statement_sha256: input.replacementSha256 } } : {}),
    corrected_at: input.correctedAt.toISOString(),
  });
}

export function parseCorrectionPayload(payload: string): CorrectionPayload | null {
  try {
    const parsed = CorrectionPayloadSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
