// The contract of the route in mobile-vendor.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { VendorParamsSchema, VendorRecordSchema } from "@/lib/schemas/directory";

export const vendorRoute = defineRoute({
  operationId: "readVendor",
  host: "web",
  method: "GET",
  path: "/api/mobile/directory/vendor/{slug}",
  summary: "One listed company, by slug or by `d--<domain>`",
  description: "Private, unclaimed, withdrawn and unknown companies are all the same 404 `not_found`.",
  tags: ["Directory"],
  status: "supported",
  params: VendorParamsSchema,
  responses: { 200: { description: "The company's directory record.", schema: VendorRecordSchema } },
  errors: ["invalid_request", "not_found", "internal_error"],
  cache: "vendor",
});
