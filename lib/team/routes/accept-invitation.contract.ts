// The contract of the route in accept-invitation.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web, BODY_ERRORS } from "@/lib/team/contracts";

export const acceptInvitationRoute = defineRoute({
  ...web,
  operationId: "acceptInvitation",
  method: "POST",
  path: "/api/invitations/accept",
  summary: "Join the workspace of a mailed invitation; the session then acts on it",
  description:
    "The signed-in account's confirmed address must be the invited one (403 `invitation_address_mismatch`). " +
    "Expired after 7 days (410 `invitation_expired`); each link joins once (410 `invitation_used`).",
  body: S.AcceptInvitationBodySchema,
  responses: { 200: { description: "Joined.", schema: S.AcceptedSchema } },
  errors: [
    "unauthorized",
    "forbidden",
    "not_found",
    "invitation_expired",
    "invitation_used",
    "invitation_address_mismatch",
    ...BODY_ERRORS,
  ],
});
