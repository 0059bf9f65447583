// The contract of the route in bundle-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";
import { VerificationBundleSchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const verificationBundleRoute = defineRoute({
  operationId: "getVerificationBundle",
  host: "api",
  method: "GET",
  path: "/public/trust/{slug}/bundle",
  summary: "Everything needed to verify the latest witness statement offline, in one JSON document",
  tags: TAGS,
  status: "experimental",
  params: SlugParamsSchema,
  responses: { 200: { description: "The verification bundle.", schema: VerificationBundleSchema }, 404: { description: "`not_found`." } },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "profile",
});
