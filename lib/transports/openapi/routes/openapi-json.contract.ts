// The contract of the route in openapi-json.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";

export const openapiJsonRoute = defineRoute({
  operationId: "getWebHostOpenApi",
  host: "web",
  method: "GET",
  path: "/openapi.json",
  summary: "OpenAPI 3.1 contract of every web host route (generated from the route contracts)",
  tags: ["Contracts"],
  status: "supported",
  responses: {
    200: {
      description: "The OpenAPI 3.1 document.",
      contentType: "application/json",
      schema: z.record(z.string(), z.unknown()).meta({ id: "OpenApiDocument" }),
    },
  },
  cache: "contract",
});
