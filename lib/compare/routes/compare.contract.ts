// The contract of the route in compare.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { CompareQuerySchema, CompareResultSchema } from "@/lib/schemas/compare";

export const compareRoute = defineRoute({
  operationId: "compareCompanies",
  host: "web",
  method: "GET",
  path: "/api/compare",
  hot: true,
  summary: "Up to four companies side by side",
  description:
    "`handles=a,b,c` (case-insensitive; a repeat is read once; only the first four distinct " +
    "are read) and `at.<handle>=<n>` to read a company's facts at stored record version n. " +
    "A request naming no handle and no snapshot is 400 `missing_parameter`. States " +
    "say what was witnessed or declared for each row, never which company is better. " +
    "Limited to 20 requests a minute and 200 an hour per client address (two fixed " +
    "windows); over it, 429 `rate_limited` without `Retry-After`: back off and retry once.",
  tags: ["Compare"],
  status: "supported",
  rateLimit: { policy: "compare", key: "address" },
  query: CompareQuerySchema,
  responses: {
    200: { description: "The comparison. Handles that could not be read are listed in `unavailable`.", schema: CompareResultSchema },
    429: { description: "Over the limit. No `Retry-After` is sent." },
  },
  errors: ["missing_parameter", "invalid_request", "rate_limited", "record_unavailable"],
  cache: "no-store",
});
