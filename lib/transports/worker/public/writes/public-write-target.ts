// The company a public write is addressed to, resolved like the profile read. Writes reach published
// companies (worker-route and Network alike: both have a workspace that receives them); an unclaimed or
// private company answers with the same 404 body as the read, so a write reveals nothing the read does not.
import type { Db } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { publicationOf, unpublishedBody, type PublicationOutcome } from "@/lib/network/publication-state";
import { resolveCompany } from "@/lib/network/resolve-company";
import { claimVerified } from "@/lib/network/claim-verified";

export interface WriteTarget {
  id: string;
  slug: string;
  name: string;
  workspaceId: string;
}

export type TargetLookup =
  { found: true; company: WriteTarget } | { found: false; outcome: Extract<PublicationOutcome, { state: "unclaimed" | "private" }> };

export async function findWriteTarget(db: Db, slug: string): Promise<TargetLookup> {
  const outcome = publicationOf(await resolveCompany(db, slug));
  if (outcome.state === "published" || outcome.state === "moved") {
    const c = outcome.company;
    return { found: true, company: { id: c.id, slug: c.slug, name: c.name, workspaceId: c.workspaceId! } };
  }
  return { found: false, outcome };
}

export async function unpublishedResponse(
  db: Db,
  outcome: Extract<PublicationOutcome, { state: "unclaimed" | "private" }>,
  slug: string,
  headers?: HeadersInit,
): Promise<Response> {
  const verified = outcome.state === "private" && outcome.company ? await claimVerified(db, outcome.company) : null;
  return json(unpublishedBody(outcome, slug, verified), { status: 404, headers });
}
