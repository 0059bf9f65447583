// The contract of the routes in knowledge.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { KnowledgeAddBodySchema, KnowledgeEntrySchema, KnowledgeListSchema } from "@/lib/schemas/worker-v1";
import { web } from "@/lib/contracts/knowledge";

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
