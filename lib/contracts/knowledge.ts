// Contracts of the knowledge-base management routes (web host, behind the session; forms work without JS).
import { definePage, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { KnowledgeAddBodySchema, KnowledgeEntrySchema, KnowledgeIdParamsSchema, KnowledgeListSchema } from "@/lib/schemas/worker-v1";

const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  cors: false,
  auth: "session" as const,
  tags: ["Workspace"],
};
const WRITE_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
];

export const listKnowledgeRoute = defineRoute({
  ...web,
  operationId: "listKnowledge",
  method: "GET",
  path: "/api/workspace/knowledge",
  summary: "The workspace's knowledge-base entries (drafts, approved, retired)",
  responses: { 200: { description: "Entries.", schema: KnowledgeListSchema } },
  errors: ["unauthorized"],
});

export const addKnowledgeRoute = defineRoute({
  ...web,
  operationId: "addKnowledge",
  method: "POST",
  path: "/api/workspace/knowledge",
  summary: "Add an entry as a draft (drafts never ground an answer until approved)",
  body: KnowledgeAddBodySchema,
  responses: { 201: { description: "Added as a draft.", schema: KnowledgeEntrySchema } },
  errors: WRITE_ERRORS,
});

const statusRoute = (action: "approve" | "retire", summary: string) =>
  defineRoute({
    ...web,
    operationId: `${action}Knowledge`,
    role: "admin",
    method: "POST",
    path: `/api/workspace/knowledge/{id}/${action}`,
    summary,
    params: KnowledgeIdParamsSchema,
    responses: { 200: { description: "The entry with its new status.", schema: KnowledgeEntrySchema } },
    errors: ["unauthorized", "forbidden", "not_found"],
  });

export const approveKnowledgeRoute = statusRoute("approve", "Approve an entry: questionnaire answers may now use it");
export const retireKnowledgeRoute = statusRoute("retire", "Retire an entry: no answer uses it any more");

export const knowledgePage = definePage("/workspace/knowledge", "Knowledge base: add, approve and retire entries");

export const knowledgeRoutes: RouteContract[] = [
  listKnowledgeRoute,
  addKnowledgeRoute,
  approveKnowledgeRoute,
  retireKnowledgeRoute,
  knowledgePage,
];
