// A workspace's buyer-intent leads, newest first, at most 300 (spec 2.5, Part 8).
import type { Db } from "@/lib/platform/db/client";

export const MAX_LEADS = 300;

export async function listLeads(db: Db, workspaceId: string) {
  const rows = await db.lead.findMany({
    where: { workspaceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_LEADS,
    select: { id: true, buyerEmail: true, buyerCompany: true, message: true, createdAt: true },
  });
  const leads = rows.map((l) => ({
    id: l.id,
    buyer_email: l.buyerEmail,
    buyer_company: l.buyerCompany,
    message: l.message,
    created_at: l.createdAt.getTime(),
  }));
  return { leads, count: leads.length };
}
