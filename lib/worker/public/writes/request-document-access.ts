// A request for a named document, kept for the company's workspace to answer (its inbox), with the
// `request.received` event in the same transaction.
import type { Db } from "@/lib/db/client";
import { queueRequestReceived } from "@/lib/inbox/request-received";
import type { WriteTarget } from "./public-write-target";

export interface AccessRequestInput {
  name: string;
  email: string;
  company?: string;
  document: string;
  reason?: string;
}

export async function requestDocumentAccess(db: Db, target: WriteTarget, input: AccessRequestInput, now: Date) {
  return db.$transaction(async (tx) => {
    const saved = await tx.accessRequest.create({
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
    await queueRequestReceived(
      tx,
      target.workspaceId,
      { id: `ar_${saved.id}`, kind: "access_request", slug: target.slug, document: input.document, at: now.getTime() },
      now,
    );
    return saved;
  });
}
