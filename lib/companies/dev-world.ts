// /dev/world (development only): the local HTTPS world's demo domains, and a way to place or take away a
// claim's proof on one of them (the TXT record or the verification file), so the whole company journey
// runs on a fresh clone without owning a domain. Changes the installed world in place; in production
// there is no world (installedWorld() is undefined) and the page and route answer 404.
import type { Db } from "@/lib/platform/db/client";
import { installedWorld } from "@/lib/platform/outbound/witness-network";
import type { VerificationMethod } from "@/lib/vocabulary/claim-states";
import { txtName, txtValue } from "@/lib/companies/check-control";

export interface WorldDomain {
  domain: string;
  slug: string | null;
  claimed: boolean;
  txt: string[];
  file: string | null;
}

const FILE_PATH = "/.well-known/svc-verification.txt";

export function worldAvailable(): boolean {
  return installedWorld() !== undefined;
}

export async function listWorldDomains(db: Db): Promise<WorldDomain[]> {
  const world = installedWorld();
  if (!world) return [];
  const domains = Object.keys(world.hosts).filter((h) => !h.startsWith("www.") && !h.startsWith("_"));
  const companies = await db.company.findMany({
    where: { domain: { in: domains } },
    select: { domain: true, slug: true, workspaceId: true },
  });
  const byDomain = new Map(companies.map((c) => [c.domain!, c]));
  return domains
    .map((domain) => ({
      domain,
      slug: byDomain.get(domain)?.slug ?? null,
      claimed: Boolean(byDomain.get(domain)?.workspaceId),
      txt: (world.txt[txtName(domain)] ?? []).map((r) => r.join("")),
      file: world.files?.[`${domain}${FILE_PATH}`] ?? null,
    }))
    .sort((a, b) => Number(a.claimed) - Number(b.claimed) || a.domain.localeCompare(b.domain));
}

export class UnknownWorldDomainError extends Error {}

/** Places (token given) or removes (token null) a proof for a domain of the world. */
export function setWorldProof(domain: string, method: VerificationMethod, token: string | null): void {
  const world = installedWorld();
  if (!world || !world.hosts[domain]) throw new UnknownWorldDomainError(`${domain} is not a domain of the local world`);
  if (method === "dns_txt") {
    if (token) world.txt[txtName(domain)] = [[txtValue(token)]];
    else delete world.txt[txtName(domain)];
    return;
  }
  world.files ??= {};
  if (token) world.files[`${domain}${FILE_PATH}`] = token;
  else delete world.files[`${domain}${FILE_PATH}`];
}
