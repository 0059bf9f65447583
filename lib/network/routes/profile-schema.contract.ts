// The contract of the route in profile-schema.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";

export const networkProfileSchemaRoute = defineRoute({
  operationId: "getNetworkProfileSchema",
  host: "web",
  method: "GET",
  path: "/schemas/network-profile.v2.schema.json",
  summary: "JSON Schema (2020-12) of the network profile record; refuses a score",
  tags: ["Network profile"],
  status: "supported",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});
