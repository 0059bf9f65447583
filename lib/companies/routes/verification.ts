// POST /api/workspace/companies/{slug}/verification – check control of the domain now.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { verifyCompanyRoute } from "@/lib/companies/routes/verification.contract";
import { getDb } from "@/lib/platform/db/client";
import { findClaim, verifyClaim } from "@/lib/companies/claims";
import { COMPANY_PAGE, mapped, notYourCompany } from "@/lib/companies/routes/route-errors";

export const POST = sessionRoute(verifyCompanyRoute, { page: COMPANY_PAGE }, async (ctx, me) => {
  const db = await getDb();
  const claim = await findClaim(db, me.workspace.id, ctx.params.slug);
  if (!claim) throw notYourCompany();
  const page = `/workspace/companies/${encodeURIComponent(claim.company.slug)}`;
  const done = await mapped(() =>
    verifyClaim(db, claim, async (tx, v) => {
      if (v.granted)
        await auditEventChange(me, "company.verified", { company: claim.company.slug, domain: claim.company.domain, method: v.method }, tx);
    }),
  );
  const body = {
    state: "verified" as const,
    method: done.method,
    verified_at: done.verifiedAt.toISOString(),
    checks: done.checks.map(({ evidence: _e, ...c }) => c),
  };
  return answer(ctx.req, body, {
    page,
    notice:
      `Verified by ${done.method === "dns_txt" ? "the DNS TXT record" : "the HTTPS file"}: ` +
      `the record is yours, and private until you publish it.`,
  });
});
