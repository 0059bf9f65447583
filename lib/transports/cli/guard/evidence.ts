// What the guard knows about a counterparty after reading and verifying the service's record: the
// decision function takes this, never the raw answer, so the same evidence always gives the same
// decision and a test can enumerate every case.
import { z } from "zod";

const origin = z.enum(["company-declared", "witnessed", "public-source"]);

export const GuardClaimSchema = z
  .strictObject({
    claim: z.string().describe("`witnessed` or `category/key`."),
    origin,
    observed_at: z.iso.datetime().nullable().describe("The signed reading's time for witnessed accounts; the record version's for others."),
  })
  .meta({ id: "GuardClaim" });

export const GuardEvidenceSchema = z
  .discriminatedUnion("status", [
    z.strictObject({ status: z.literal("unreachable"), detail: z.string() }),
    z.strictObject({ status: z.literal("not_listed") }),
    z.strictObject({
      status: z.literal("listed"),
      statement: z
        .enum(["valid", "invalid", "absent"])
        .describe(
          "The latest witness statement as logged: signature over the exact payload, key known, not revoked and not retired before " +
            "the reading, included in a checkpoint signed by the log key. " +
            "`absent`: none, not logged yet, or withdrawn by a correction.",
        ),
      subject_matches: z.boolean().describe("The statement's subject is the counterparty."),
      claims: z
        .array(GuardClaimSchema)
        .describe("Accounts the record holds; `witnessed` only when the statement is valid and its reading observed the vendor."),
    }),
  ])
  .meta({ id: "GuardEvidence" });

export type GuardEvidence = z.infer<typeof GuardEvidenceSchema>;
export type GuardClaim = z.infer<typeof GuardClaimSchema>;
