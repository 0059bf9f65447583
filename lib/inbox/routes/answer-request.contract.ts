// The contract of the route in answer-request.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/inbox";
import { web } from "@/lib/inbox/contracts";

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
