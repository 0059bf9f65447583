// A request for a named document, kept for the company's workspace to answer (its inbox), with the
// `request.received` event in the same transaction. Sent by the API host's write and by the form on the
// company's page (web host), so it lives beside the inbox rather than under either host.
import type { Db } from "@/lib/platform/db/client";
import { publicationOf } from "@/lib/network/publication-state";
import { resolveCompany } from "@/lib/network/resolve-company";
import { queueRequestReceived } from "@/lib/inbox/request-received";

/** The published company asked, and the workspace that answers for it. */
export interface RequestTarget {
  id: string;
  slug: string;
  workspaceId: string;
}

export interface AccessRequestInput {
  name: string;
  email: string;
  company?: string;
  document: string;
  reason?: string;
}

export async function requestDocumentAccess(db: Db, target: RequestTarget, input: AccessRequestInput, now: Date) {
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

/** The company a request may be sent to: a published one (a Network record or a worker route), else null. */
export async function findRequestTarget(db: Db, slug: string): Promise<(RequestTarget & { name: string }) | null> {
  const outcome = publicationOf(await resolveCompany(db, slug));
  if (outcome.state !== "published" && outcome.state !== "moved") return null;
  const c = outcome.company;
  return c.workspaceId ? { id: c.id, slug: c.slug, name: c.name, workspaceId: c.workspaceId } : null;
}
