// The contract of the routes in workspace-keys.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, SESSION_ERRORS } from "@/lib/contracts/auth";

export const listKeysRoute = defineRoute({
  ...web,
  operationId: "listApiKeys",
  method: "GET",
  path: "/api/workspace/keys",
  summary: "The workspace's API keys (never the keys themselves)",
  tags: ["Workspace"],
  auth: "session",
  responses: { 200: { description: "Keys, newest first.", schema: S.ApiKeyListSchema } },
  errors: ["unauthorized"],
});

export const createKeyRoute = defineRoute({
  ...web,
  operationId: "createApiKey",
  role: "admin",
  method: "POST",
  path: "/api/workspace/keys",
  summary: "Create a workspace API key: bound (with dpop_jkt) or ingest (without); shown once",
  description: "Needs a confirmed address. A form post answers with an HTML page showing the key once.",
  tags: ["Workspace"],
  auth: "session",
  body: S.ApiKeyCreateBodySchema,
  responses: { 201: { description: "The key, shown once.", schema: S.ApiKeyCreatedSchema } },
  errors: SESSION_ERRORS,
});
