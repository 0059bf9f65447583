// Contracts of a workspace's inbox (issue 30; web host, behind a session): the access requests and buyer
// intents sent to its companies, and the answers. Every member reads it; owners and admins answer, and only
// they see the requester's address.
import { definePage as page, defineRoute, type RouteContract } from "@/lib/http/contract";
import * as S from "@/lib/schemas/inbox";
import { AccessRequestBodySchema, AccessRequestResultSchema, SlugParamsSchema } from "@/lib/schemas/public-trust";

const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Inbox"],
  auth: "session" as const,
};

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

export const answerRequestRoute = defineRoute({
  ...web,
  operationId: "answerWorkspaceRequest",
  method: "POST",
  path: "/api/workspace/requests/{id}/answer",
  summary: "Answer a request: share (with a link) or decline; the requester is mailed once",
  description:
    "Owner or admin. Records who answered and when. Idempotent: a request already answered keeps its first " +
    "answer, and a repeat mails nobody (`already_answered: true`). Another workspace's request is 404.",
  role: "admin",
  params: S.InboxIdParamsSchema,
  body: S.AnswerBodySchema,
  responses: { 200: { description: "Answered.", schema: S.AnsweredSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "invalid_request", "bad_json", "unsupported_media_type", "payload_too_large", "busy"],
});

export const requestDocumentFormRoute = defineRoute({
  host: "web",
  status: "documented, not versioned",
  errorFormat: "negotiate",
  forms: true,
  tags: ["Inbox"],
  auth: "none",
  cors: false,
  operationId: "requestDocumentFromPage",
  method: "POST",
  path: "/api/network/company/{slug}/request-access",
  summary: "The company page's form: ask a published company for a named document",
  description:
    "The request `POST /public/trust/{slug}/request-access` makes on the API host, for a person on the company's page " +
    "(`/network/company/{slug}/request`, without JavaScript: a form post answers 303 back to that page, errors as " +
    "`?error=`). It reaches the company's inbox, and the company answers by mail. A company with no published profile is 404.",
  params: SlugParamsSchema,
  body: AccessRequestBodySchema,
  responses: { 201: { description: "Received.", schema: AccessRequestResultSchema } },
  errors: ["forbidden", "not_found", "invalid_request", "bad_json", "unsupported_media_type", "payload_too_large"],
});

export const inboxRoutes: RouteContract[] = [
  listRequestsRoute,
  answerRequestRoute,
  page("/workspace/inbox", "Inbox: access requests and buyer intents, answered from the workspace"),
  requestDocumentFormRoute,
  { ...page("/network/company/{slug}/request", "Ask a published company for a document: the form of its page"), params: SlugParamsSchema },
];
