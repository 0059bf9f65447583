// The contract of the route in workspace-key-revoke.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

export const revokeKeyRoute = defineRoute({
  ...web,
  operationId: "revokeApiKey",
  role: "admin",
  method: "POST",
  path: "/api/workspace/keys/{id}/revoke",
  summary: "Revoke a key of the workspace (refused from its next request)",
  tags: ["Workspace"],
  auth: "session",
  params: S.IdParamsSchema,
  responses: { 200: { description: "Revoked.", schema: S.OkSchema } },
  errors: ["unauthorized", "forbidden", "not_found"],
});
