// Buyer interest from the marketplace becomes a Lead (spec 2.5) of the target company's workspace, shown in
// its inbox, with the `request.received` event in the same transaction.
import type { Db } from "@/lib/platform/db/client";
import { queueRequestReceived } from "@/lib/inbox/request-received";
import type { WriteTarget } from "@/lib/transports/worker/public/writes/public-write-target";

export interface MarketplaceIntentInput {
  buyer_email: string;
  buyer_company?: string;
  message?: string;
}

export async function recordMarketplaceIntent(db: Db, target: WriteTarget, input: MarketplaceIntentInput, now: Date) {
  return db.$transaction(async (tx) => {
    const saved = await tx.lead.create({
      data: {
        workspaceId: target.workspaceId,
        companyId: target.id,
        buyerEmail: input.buyer_email.toLowerCase(),
        buyerCompany: input.buyer_company ?? null,
        message: input.message || null,
        createdAt: now,
      },
      select: { id: true, createdAt: true },
    });
    await queueRequestReceived(
      tx,
      target.workspaceId,
      { id: `in_${saved.id}`, kind: "intent", slug: target.slug, document: null, at: now.getTime() },
      now,
    );
    return saved;
  });
}
