// Where a statement stands in the witness statement log, as the profile read carries it. Its own module
// so the profile record's schema can use it without importing the log's other schemas.
import { z } from "zod";
import { KEY_STATUSES } from "@/lib/vocabulary/key-status";
import { CORRECTION_ACTIONS, LOG_STATUSES } from "@/lib/vocabulary/statement-log";

const b64Hash = z.string().regex(/^[A-Za-z0-9+/]{43}=$/);
const logIndex = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const CosignerSchema = z.strictObject({
  name: z.string().describe("The witness's key name."),
  timestamp: z.number().int().describe("When the witness cosigned, epoch seconds (as it signed it)."),
});

const cosignedBy = z
  .array(CosignerSchema)
  .describe(
    "The witnesses (LOG_WITNESSES) whose cosignature of this checkpoint the log " +
      "holds; verify them with `svc verify --witness-key <vkey> --min-witnesses N`.",
  );

export const WitnessLogSchema = z
  .strictObject({
    status: z.enum(LOG_STATUSES).describe("pending until the sequencer integrates the statement; superseded once a correction names it."),
    index: logIndex.optional(),
    checkpoint: z
      .strictObject({ size: logIndex, root_hash: b64Hash, cosigned_by: cosignedBy })
      .optional()
      .describe("The checkpoint the statement is included in, with its cosigners."),
    corrected_by: z
      .strictObject({ index: logIndex.nullable(), action: z.enum(CORRECTION_ACTIONS), reason: z.string() })
      .optional()
      .describe("The correction entry (index null until it is integrated)."),
    token: z.string().optional().describe("Trust Ledger Token of this statement (absent while pending)."),
    signing_key: z
      .strictObject({
        kid: z.string(),
        status: z.enum(KEY_STATUSES),
        revoked_at: z.iso.datetime().nullable(),
        compromised_at: z.iso.datetime().nullable(),
      })
      .optional()
      .describe(
        "The lifecycle of the key that signed the statement, as published at " +
          "/public/keys: a statement signed by a revoked key reads `revoked` on every read.",
      ),
  })
  .meta({ id: "WitnessLogStatus" });

export { cosignedBy as CosignedBySchema };

export type WitnessLog = z.infer<typeof WitnessLogSchema>;
