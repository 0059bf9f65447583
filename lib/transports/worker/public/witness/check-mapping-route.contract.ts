// The contract of the route in check-mapping-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { CheckMappingSchema } from "@/lib/schemas/witness";

export const checkMappingRoute = defineRoute({
  operationId: "getCheckMapping",
  host: "api",
  method: "GET",
  path: "/public/witness/check-mapping",
  summary: "The versioned check mapping: every check id, its category and what it expects",
  description:
    "The body is the RFC 8785 form of the mapping; its SHA-256 is `check_mapping_sha256` in every witness statement judged with it.",
  tags: ["Witness"],
  status: "supported",
  responses: { 200: { description: "The mapping, as canonical JSON bytes.", schema: CheckMappingSchema } },
  cache: "contract",
});
