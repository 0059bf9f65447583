// The contract of the route in lookup-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { LookupQuerySchema, LookupResultSchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const logLookupRoute = defineRoute({
  operationId: "lookupLogEntry",
  host: "api",
  method: "GET",
  path: "/log/lookup",
  summary: "Find a statement's entry by the SHA-256 of its payload: its index and a receipt (checkpoint, inclusion proof)",
  description:
    "For a verifier holding only a statement: `statement_sha256` is the SHA-256 (hex) of the payload bytes exactly as " +
    "signed. The receipt proves the entry into the latest signed checkpoint; check it offline with the log's verifier key.",
  tags: TAGS,
  status: "experimental",
  query: LookupQuerySchema,
  responses: {
    200: { description: "The entry and its receipt.", schema: LookupResultSchema },
    400: { description: "`bad_request` naming `statement_sha256`." },
    404: { description: "`not_found`: no integrated entry holds a statement with that payload digest (it may still be pending)." },
  },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "log-checkpoint",
});
