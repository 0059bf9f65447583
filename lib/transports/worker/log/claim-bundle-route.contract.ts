// The contract of the route in claim-bundle-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { ClaimBundleSchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const claimBundleRoute = defineRoute({
  operationId: "getClaimBundle",
  host: "api",
  method: "GET",
  path: "/log/claims/{index}",
  summary: "Everything needed to verify one logged claim statement (a domain's control proven, or a claim suspended) offline",
  description:
    "`index` is the claim statement's log index, as a profile's `claim.verified.log_index` names it. Verify the " +
    "statement's Ed25519 signature over its payload with the key at /public/keys, then the entry's inclusion in the " +
    'signed checkpoint (entry = RFC 8785 JSON of {kind: "claim", statement}); `svc verify --claim <index>` does both.',
  tags: TAGS,
  status: "experimental",
  params: z.strictObject({
    index: z
      .string()
      .regex(/^(0|[1-9][0-9]{0,14})$/, "must be a log index (a whole number from 0)")
      .describe("The claim statement's index in the log."),
  }),
  responses: {
    200: { description: "The claim verification bundle.", schema: ClaimBundleSchema },
    400: { description: "`bad_request` naming `index`." },
    404: { description: "`not_found`: no integrated entry at that index is a claim statement (it may still be pending)." },
  },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "log-checkpoint",
});
