// The contract of the route in consistency-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { ConsistencyProofSchema, ConsistencyQuerySchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const consistencyProofRoute = defineRoute({
  operationId: "getLogConsistencyProof",
  host: "api",
  method: "GET",
  path: "/log/proof/consistency",
  summary: "RFC 9162 consistency proof between tree sizes `from` and `to`",
  tags: TAGS,
  status: "experimental",
  query: ConsistencyQuerySchema,
  responses: {
    200: { description: "The consistency proof.", schema: ConsistencyProofSchema },
    400: { description: "`bad_request` naming `from` or `to`." },
  },
  errors: ["bad_request", "record_unavailable"],
  cache: "log-tile",
});
