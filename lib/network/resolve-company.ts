// Finds the company a worker-route slug names: exactly its id, then its domain, then its workspace's slug.
import type { Db } from "@/lib/platform/db/client";

const SELECT = {
  id: true,
  slug: true,
  domain: true,
  name: true,
  jurisdiction: true,
  publication: true,
  isNetwork: true,
  withdrawnAt: true,
  workspaceId: true,
  aiHighlights: true,
} as const;

export type ResolvedCompany = NonNullable<Awaited<ReturnType<typeof findById>>>;

function findById(db: Db, slug: string) {
  return db.company.findUnique({ where: { id: slug }, select: SELECT });
}

export async function resolveCompany(db: Db, slug: string): Promise<ResolvedCompany | null> {
  const byId = await findById(db, slug);
  if (byId) return byId;
  const byDomain = await db.company.findUnique({ where: { domain: slug }, select: SELECT });
  if (byDomain) return byDomain;
  // A workspace may hold several companies: the oldest one is the workspace's own record.
  return db.company.findFirst({ where: { workspace: { slug } }, select: SELECT, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
