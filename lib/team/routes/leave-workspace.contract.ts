// The contract of the route in leave-workspace.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web } from "@/lib/team/contracts";

export const leaveWorkspaceRoute = defineRoute({
  ...web,
  operationId: "leaveWorkspace",
  method: "POST",
  path: "/api/workspace/leave",
  summary: "Leave the current workspace; the session moves to another of yours",
  description: "The last owner cannot leave (409 `last_owner`): hand ownership over first.",
  role: "member",
  responses: { 200: { description: "Left.", schema: S.LeftSchema } },
  errors: ["unauthorized", "forbidden", "last_owner", "busy"],
});
