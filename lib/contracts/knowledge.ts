// Contracts of the knowledge-base management routes (web host, behind the session; forms work without JS).
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { definePage, defineRoute } from "@/lib/http/contract";
import { KnowledgeEntrySchema, KnowledgeIdParamsSchema } from "@/lib/schemas/worker-v1";

export const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  cors: false,
  auth: "session" as const,
  tags: ["Workspace"],
};

export const statusRoute = (action: "approve" | "retire", summary: string) =>
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

export const knowledgePage = definePage("/workspace/knowledge", "Knowledge base: add, approve and retire entries");
