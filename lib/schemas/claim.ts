// The `claim` object of spec 2.3 (where and how a company claims its record), shared by the worker route's
// 404 bodies and the network profile read. On a claimed company it also links the signed claim statement
// (issue 29): how and when control was proven, and where the statement stands in the log.
import { z } from "zod";
import { VERIFICATION_METHODS } from "@/lib/vocabulary/claim-states";

export const ClaimVerifiedSchema = z
  .object({
    method: z.enum(VERIFICATION_METHODS).describe("How control of the domain was proven: the DNS TXT record or the HTTPS file."),
    verified_at: z.iso.datetime().describe("When control was proven (the signed statement's verified_at)."),
    log_index: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe(
        "The claim statement's index in the witness statement log (GET {api_url}/log/claims/{log_index}; " +
          "`svc verify --claim <log_index>`); null for the few seconds until the log integrates it.",
      ),
  })
  .strict()
  .meta({ id: "ClaimVerified", description: "The signed, logged statement of who proved control of the domain, when and how." });

export type ClaimVerified = z.infer<typeof ClaimVerifiedSchema>;

export const ClaimSchema = z
  .object({
    action: z.string(),
    claim_url: z.string().url(),
    who_can_claim: z.string(),
    what_changes: z.string(),
    verified: ClaimVerifiedSchema.optional().describe("Present on a claimed company whose control was proven by a witnessed check."),
  })
  .strict()
  .meta({ id: "Claim" });
