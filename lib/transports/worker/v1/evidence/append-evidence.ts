// Appends an evidence event a company asserts about itself. It is stored, and always shown, as
// company-declared: nothing posted by a company becomes witnessed.
import type { z } from "zod";
import type { Db } from "@/lib/platform/db/client";
import type { EvidenceEventRequestSchema } from "@/lib/schemas/worker-v1";

export async function appendEvidence(
  db: Db,
  workspaceId: string,
  apiKeyId: string | null,
  input: z.infer<typeof EvidenceEventRequestSchema>,
) {
  const row = await db.evidenceEvent.create({
    data: {
      workspaceId,
      apiKeyId,
      evidenceType: input.evidence_type,
      summary: input.summary,
      status: input.status,
      source: input.source,
      origin: "company-declared",
    },
  });
  return {
    id: row.id,
    evidence_type: row.evidenceType,
    summary: row.summary,
    status: row.status,
    source: row.source,
    origin: "company-declared" as const,
    created_at: row.createdAt.getTime(),
  };
}
