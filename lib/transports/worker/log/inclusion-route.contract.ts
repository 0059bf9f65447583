// The contract of the route in inclusion-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { InclusionProofSchema, InclusionQuerySchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const inclusionProofRoute = defineRoute({
  operationId: "getLogInclusionProof",
  host: "api",
  method: "GET",
  path: "/log/proof/inclusion",
  summary: "RFC 9162 inclusion proof of entry `index` in the tree of `size` entries",
  description: "Derived from the tiles (a client holding them can compute the same). `size` may be any size up to the current one.",
  tags: TAGS,
  status: "experimental",
  query: InclusionQuerySchema,
  responses: {
    200: { description: "The audit path.", schema: InclusionProofSchema },
    400: { description: "`bad_request` naming `index` or `size`." },
  },
  errors: ["bad_request", "record_unavailable"],
  cache: "log-tile",
});
