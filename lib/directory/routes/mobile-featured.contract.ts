// The contract of the route in mobile-featured.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { FeaturedSchema } from "@/lib/schemas/directory";

export const featuredRoute = defineRoute({
  operationId: "listFeaturedCompanies",
  host: "web",
  method: "GET",
  path: "/api/mobile/directory/featured",
  summary: "Featured listed companies: those with a witnessed record first",
  tags: ["Directory"],
  status: "supported",
  responses: { 200: { description: "Up to 12 companies in directory order.", schema: FeaturedSchema } },
  errors: ["internal_error"],
  cache: "featured",
});
