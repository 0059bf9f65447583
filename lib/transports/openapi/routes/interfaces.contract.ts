// The contract of the route in interfaces.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { InterfacesSchema } from "@/lib/schemas/interfaces";

export const interfacesRoute = defineRoute({
  operationId: "listInterfaces",
  host: "web",
  method: "GET",
  path: "/interfaces.json",
  summary: "Every interface with its support status",
  tags: ["Contracts"],
  status: "supported",
  responses: { 200: { description: "The interface list.", schema: InterfacesSchema } },
  cache: "contract",
});
