import type { Metadata } from "next";
import { getDb } from "@/lib/platform/db/client";
import { claimPointer } from "@/lib/network/publication-state";
import { currentSignedIn } from "@/lib/http/session-route";
import { CompanyClaims } from "@/app/workspace/_components/company-claims";
import { listClaims } from "@/lib/companies/claims";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Claim a company" };

export default async function ClaimPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const db = await getDb();
  const company = await db.company.findFirst({
    where: { OR: [{ slug }, { domain: slug.toLowerCase() }] },
    select: { slug: true, name: true, domain: true },
  });
  const domain = company?.domain ?? (slug.includes(".") ? slug.toLowerCase() : undefined);
  const claim = claimPointer(company?.slug ?? slug);
  const me = await currentSignedIn();
  return (
    <>
      <h1>Claim {company?.name ?? slug}</h1>
      <h2>What claiming means</h2>
      <p>{claim.action}</p>
      <h2>Who can claim</h2>
      <p>{claim.who_can_claim}</p>
      <h2>What changes</h2>
      <p>{claim.what_changes}</p>
      <h2>Start</h2>
      {me ? (
        <CompanyClaims claims={await listClaims(db, me.workspace.id)} domain={domain} />
      ) : (
        <p>
          <a href="/sign-in">Sign in</a> or <a href="/sign-up">sign up</a>, confirm your address, then add{" "}
          {domain ? <code>{domain}</code> : "the company's domain"} from your workspace.
        </p>
      )}
    </>
  );
}
