// The contract of the route in read-workspace-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { DPOP_HEADERS, API_AUTH_ERRORS } from "@/lib/contracts/auth";

export const workspaceSelfRoute = defineRoute({
  operationId: "getOwnWorkspace",
  host: "api",
  method: "GET",
  path: "/v1/workspace",
  summary: "The caller's own workspace, from its credential only",
  description: "Scoped-token operation `workspace.read`. Ingest keys are refused. Ids in headers, path, query or body are ignored.",
  tags: ["Workspace credentials"],
  status: "experimental",
  auth: ["workspace-key", "scoped-token"],
  scopedOperation: "workspace.read",
  requestHeaders: DPOP_HEADERS,
  responses: {
    200: {
      description: "The workspace.",
      schema: S.WorkspaceSelfSchema,
      headers: { "WWW-Authenticate": { description: "On 401: DPoP challenge." } },
    },
  },
  errors: API_AUTH_ERRORS,
});
