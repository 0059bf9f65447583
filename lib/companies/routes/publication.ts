// POST /api/workspace/companies/{slug}/publication – publish from the draft, or keep private (owner or admin).
import { answer, sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { publicationRoute } from "@/lib/companies/routes/publication.contract";
import { getDb } from "@/lib/platform/db/client";
import { findClaim } from "@/lib/companies/claims";
import { setPublication } from "@/lib/companies/publication";
import { assertMayPublish, COMPANY_PAGE, mapped, notYourCompany } from "@/lib/companies/routes/route-errors";

export const POST = sessionRoute(publicationRoute, { page: COMPANY_PAGE }, async (ctx, me) => {
  const db = await getDb();
  const claim = await findClaim(db, me.workspace.id, ctx.params.slug);
  if (!claim) throw notYourCompany();
  assertMayPublish(me);
  const result = await mapped(() =>
    setPublication(db, claim, ctx.body.visibility, (tx, done) =>
      auditEventChange(
        me,
        done.visibility === "published" ? "company.published" : "company.made_private",
        {
          company: done.slug,
          version: done.version,
        },
        tx,
      ),
    ),
  );
  const notice = result.visibility === "published" ? `Published as version ${result.version}.` : "The record is private.";
  return answer(ctx.req, result, { page: `/workspace/companies/${encodeURIComponent(result.slug)}`, notice });
});
