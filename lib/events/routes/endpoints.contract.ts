// The contract of the routes in endpoints.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/events";
import { web, WRITE_ERRORS } from "@/lib/contracts/events";

export const listEndpointsRoute = defineRoute({
  ...web,
  operationId: "listEndpoints",
  method: "GET",
  path: "/api/workspace/endpoints",
  summary: "The workspace's webhook endpoints (never their secrets)",
  responses: { 200: { description: "Endpoints, newest first.", schema: S.EndpointListSchema } },
  errors: ["unauthorized"],
});

export const createEndpointRoute = defineRoute({
  ...web,
  operationId: "createEndpoint",
  role: "admin",
  method: "POST",
  path: "/api/workspace/endpoints",
  summary: "Register a webhook endpoint (public HTTPS only); its signing secret is shown once",
  description: "The URL passes the SSRF guard now and at every delivery. A form post answers with an HTML page showing the secret once.",
  body: S.EndpointCreateBodySchema,
  responses: { 201: { description: "Registered; the secret shown once.", schema: S.EndpointCreatedSchema } },
  errors: WRITE_ERRORS,
});
