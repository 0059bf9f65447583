// Which company a public handle names, among companies with a public record. A handle is matched, like
// the worker route, exactly against the company id, then the domain, then the workspace slug. Only a
// published company that has not withdrawn has a public record: private, unclaimed, withdrawn and
// unknown handles all resolve to null alike, so the answer reveals nothing about a company that chose
// not to publish.
import type { Db } from "@/lib/platform/db/client";
import type { Company } from "@/lib/platform/db/generated/client";

const PUBLIC = { publication: "published", withdrawnAt: null } as const;

export async function resolvePublicCompany(db: Db, handle: string): Promise<Company | null> {
  const h = handle.toLowerCase();
  return (
    (await db.company.findFirst({ where: { id: h, ...PUBLIC } })) ??
    (await db.company.findFirst({ where: { domain: h, ...PUBLIC } })) ??
    (await db.company.findFirst({ where: { workspace: { slug: h }, ...PUBLIC } }))
  );
}
