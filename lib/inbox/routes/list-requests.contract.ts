// The contract of the route in list-requests.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/inbox";
import { web } from "@/lib/inbox/contracts";

export const listRequestsRoute = defineRoute({
  ...web,
  operationId: "listWorkspaceRequests",
  method: "GET",
  path: "/api/workspace/requests",
  summary: "Access requests and buyer intents sent to the workspace's companies, newest first",
  description:
    "Keyset-paged (`next_cursor`). Filters: `kind` (access_request, intent) and `state` (new, answered, declined, expired: " +
    "unanswered for 30 days). The requester's address (`email`) is shown to owners and admins only; members see null.",
  role: "member",
  query: S.InboxQuerySchema,
  responses: { 200: { description: "One page.", schema: S.InboxListSchema } },
  errors: ["unauthorized", "forbidden", "invalid_request", "invalid_cursor"],
});
