// The contract of the route in token-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";
import { TokenResponseSchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const trustTokenRoute = defineRoute({
  operationId: "getTrustLedgerToken",
  host: "api",
  method: "GET",
  path: "/public/trust/{slug}/token",
  summary: "The Trust Ledger Token of a published company's latest witness statement",
  description:
    "Two signatures in one compact token: the witness statement's (witness key, " +
    "/public/keys) and the log checkpoint's (log key, /log), bound by the inclusion proof. " +
    "404 `not_found` when the company has no published record, its latest " +
    "reading carries no statement, or the statement is still pending integration.",
  tags: TAGS,
  status: "experimental",
  params: SlugParamsSchema,
  responses: { 200: { description: "The token, decoded too.", schema: TokenResponseSchema }, 404: { description: "`not_found`." } },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "profile",
});
