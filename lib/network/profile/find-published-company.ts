// Finds the company a profile read names, and whether it has a published Network record. Unknown,
// unclaimed, private, withdrawn and worker-route-only companies all have none (`found: false`).
import type { Db } from "@/lib/platform/db/client";
import type { ProfileLookup } from "@/lib/network/profile/profile-query";

const COMPANY_FIELDS = {
  id: true,
  slug: true,
  domain: true,
  name: true,
  tagline: true,
  industries: true,
  publication: true,
  isNetwork: true,
  withdrawnAt: true,
  workspaceId: true,
  profileUpdatedAt: true,
} as const;

export type ProfileCompany = {
  id: string;
  slug: string;
  domain: string | null;
  name: string;
  tagline: string | null;
  industries: string[];
  profileUpdatedAt: Date;
  workspaceId: string | null;
};

export async function findPublishedCompany(db: Db, lookup: ProfileLookup): Promise<ProfileCompany | null> {
  const candidates = await db.company.findMany({
    where: { OR: [{ slug: lookup.slug }, { domain: lookup.domain }] },
    select: COMPANY_FIELDS,
    take: 2,
  });
  // A slug names exactly one company; prefer it when the text also happens to be another's domain.
  const company = candidates.find((c) => c.slug === lookup.slug) ?? candidates[0];
  if (!company || company.publication !== "published" || !company.isNetwork || company.withdrawnAt) return null;
  return company;
}
