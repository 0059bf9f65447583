// Buyer interest from the marketplace becomes a Lead (spec 2.5) of the target company's workspace.
import type { Db } from "@/lib/db/client";
import type { WriteTarget } from "./public-write-target";

export interface MarketplaceIntentInput {
  buyer_email: string;
  buyer_company?: string;
  message?: string;
}

export async function recordMarketplaceIntent(db: Db, target: WriteTarget, input: MarketplaceIntentInput, now: Date) {
  return db.lead.create({
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
}
