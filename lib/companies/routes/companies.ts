// GET /api/workspace/companies – the workspace's claims. POST – add a company by domain (confirmed address).
import { answer, sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { addCompanyRoute, listCompaniesRoute } from "@/lib/companies/routes/companies.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { normaliseClaimDomain } from "@/lib/companies/claim-domain";
import { addClaim, claimJson, listClaims } from "@/lib/companies/claims";
import { assertConfirmed, mapped } from "@/lib/companies/routes/route-errors";

export const GET = sessionRoute(listCompaniesRoute, { page: "/workspace" }, async (_ctx, me) => {
  return json({ companies: (await listClaims(await getDb(), me.workspace.id)).map(claimJson) });
});

export const POST = sessionRoute(addCompanyRoute, { page: "/workspace" }, async (ctx, me) => {
  assertConfirmed(me);
  const { claim, created } = await mapped(async () =>
    addClaim(await getDb(), { workspaceId: me.workspace.id, domain: normaliseClaimDomain(ctx.body.domain) }, (tx, added) =>
      auditEventChange(me, "company.added", { company: added.company.slug, domain: added.company.domain }, tx),
    ),
  );
  const page = `/workspace/companies/${encodeURIComponent(claim.company.slug)}`;
  return answer(ctx.req, claimJson(claim), {
    status: created ? 201 : 200,
    page,
    notice: `Added ${claim.company.domain}: now prove control of it.`,
  });
});
