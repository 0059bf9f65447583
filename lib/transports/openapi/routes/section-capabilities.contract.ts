// The contract of the route in section-capabilities.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SectionCapabilitiesSchema } from "@/lib/schemas/interfaces";

export const sectionCapabilitiesRoute = defineRoute({
  operationId: "getSectionCapabilities",
  host: "web",
  method: "GET",
  path: "/section-capabilities.json",
  summary: "Section map of the network profile record",
  tags: ["Contracts"],
  status: "supported",
  responses: { 200: { description: "What each section of the record carries and who its source is.", schema: SectionCapabilitiesSchema } },
  cache: "contract",
});
