// A request for a named document, kept for the company's workspace to answer.
import type { Db } from "@/lib/db/client";
import type { WriteTarget } from "./public-write-target";

export interface AccessRequestInput {
  name: string;
  email: string;
  company?: string;
  document: string;
  reason?: string;
}

export async function requestDocumentAccess(db: Db, target: WriteTarget, input: AccessRequestInput, now: Date) {
  return db.accessRequest.create({
    data: {
      companyId: target.id,
      workspaceId: target.workspaceId,
      name: input.name,
      email: input.email.toLowerCase(),
      company: input.company ?? null,
      document: input.document,
      reason: input.reason || null,
      createdAt: now,
    },
    select: { id: true, createdAt: true },
  });
}
