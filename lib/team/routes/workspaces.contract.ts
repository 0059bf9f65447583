// The contract of the routes in workspaces.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web, BODY_ERRORS } from "@/lib/team/contracts";

export const listWorkspacesRoute = defineRoute({
  ...web,
  operationId: "listMyWorkspaces",
  method: "GET",
  path: "/api/account/workspaces",
  summary: "The workspaces you belong to, and the one this session acts on",
  responses: { 200: { description: "Workspaces, oldest membership first.", schema: S.WorkspaceListSchema } },
  errors: ["unauthorized"],
});

export const switchWorkspaceRoute = defineRoute({
  ...web,
  operationId: "switchWorkspace",
  method: "POST",
  path: "/api/account/workspaces/switch",
  summary: "Make this session act on another of your workspaces",
  body: S.SwitchBodySchema,
  responses: { 200: { description: "Switched.", schema: S.SwitchedSchema } },
  errors: ["unauthorized", "forbidden", "not_found", ...BODY_ERRORS],
});
