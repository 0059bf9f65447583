// The contract of the route in openapi-yaml.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";

export const openapiYamlRoute = defineRoute({
  operationId: "getWorkerOpenApi",
  host: "web",
  method: "GET",
  path: "/openapi.yaml",
  summary: "Worker contract (API host), version 1.0 released 2026-08-22, as OpenAPI 3.1 YAML",
  tags: ["Contracts"],
  status: "supported",
  responses: { 200: { description: "The OpenAPI 3.1 document in YAML.", contentType: "application/yaml", schema: z.string() } },
  cache: "contract",
});
