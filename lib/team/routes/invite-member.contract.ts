// The contract of the route in invite-member.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web, BODY_ERRORS } from "@/lib/team/contracts";

export const inviteMemberRoute = defineRoute({
  ...web,
  operationId: "inviteMember",
  method: "POST",
  path: "/api/workspace/invitations",
  summary: "Invite an address to the workspace: a link valid 7 days is mailed (queued)",
  description:
    "Owner or admin. The token is stored as a hash. Inviting an address with an open invitation replaces " +
    "it (the old link stops working). At most 50 open invitations per workspace (409 `invitation_limit`).",
  role: "admin",
  body: S.InviteBodySchema,
  responses: { 201: { description: "Invited; the mail is on its way.", schema: S.InvitedSchema } },
  errors: ["unauthorized", "forbidden", "invitation_limit", ...BODY_ERRORS],
});
