// Contracts of a workspace's team (issue 30; web host, behind a session; forms work without JavaScript):
// members, invitations, role changes, removal, leaving, ownership, and the workspace switch. Each names the
// least role it needs (`role`); route() refuses a caller below it with 403 before reading the request.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { definePage as page, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";

export const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Team"],
  auth: "session" as const,
};

export const BODY_ERRORS: ErrorCode[] = ["invalid_request", "bad_json", "unsupported_media_type", "payload_too_large", "busy"];

export const teamPages: RouteContract[] = [
  page("/workspace/members", "Members and roles: invite, change roles, remove, leave, hand ownership over, switch workspace"),
  page("/workspace/members/accept", "Accept an invitation from a mailed link"),
];
