// The Article 50 disclosures a company chose to show publicly, as lines of its public AI profile
// (`aiProfile.highlights`). Each line says it is the company's own declaration: the service wrote none of
// it and vouches for none of it. Archived systems no longer show.
import type { Db } from "@/lib/platform/db/client";
import { DISCLOSURE_TEMPLATES } from "@/lib/eu-ai-act/disclosure-templates";
import type { DisclosureDuty } from "@/lib/vocabulary/eu-ai-act";

export const MAX_PUBLIC_DECLARATIONS = 20;

export async function publicDeclarations(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db.euDisclosure.findMany({
    where: { workspaceId, showPublicly: true, system: { archivedAt: null } },
    select: { duty: true, text: true, system: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_PUBLIC_DECLARATIONS,
  });
  return rows.map((r) => {
    const t = DISCLOSURE_TEMPLATES[r.duty as DisclosureDuty];
    return `${r.system.name}: ${t.title} (${t.article}), company-declared: ${r.text}`;
  });
}
