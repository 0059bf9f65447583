// GET /api/workspace/companies/{slug}/facts – draft and published facts. PUT – replace the draft.
// POST – the page's form (one fact a line), same rules as PUT.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { postFactsFormRoute, readFactsRoute, replaceFactsRoute } from "@/lib/companies/routes/facts.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { DraftFactListSchema } from "@/lib/schemas/companies";
import { findClaim } from "@/lib/companies/claims";
import { factsView, parseFactsText, replaceDraft } from "@/lib/companies/facts";
import { COMPANY_PAGE, notYourCompany } from "@/lib/companies/routes/route-errors";

async function claimOf(workspaceId: string, slug: string) {
  const db = await getDb();
  const claim = await findClaim(db, workspaceId, slug);
  if (!claim) throw notYourCompany();
  return { db, claim };
}

export const GET = sessionRoute(readFactsRoute, { page: "/workspace" }, async (ctx, me) => {
  const { db, claim } = await claimOf(me.workspace.id, ctx.params.slug);
  return json(await factsView(db, claim));
});

export const PUT = sessionRoute(replaceFactsRoute, { page: "/workspace" }, async (ctx, me) => {
  const { db, claim } = await claimOf(me.workspace.id, ctx.params.slug);
  return json(await factsView(db, await replaceDraft(db, claim, ctx.body.facts)));
});

export const POST = sessionRoute(postFactsFormRoute, { page: COMPANY_PAGE }, async (ctx, me) => {
  const { db, claim } = await claimOf(me.workspace.id, ctx.params.slug);
  const parsed = DraftFactListSchema.safeParse(parseFactsText(ctx.body.facts_text ?? ""));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ in: "body" as const, name: ["facts", ...i.path].join("."), message: i.message }));
    throw new ApiError("invalid_request", { message: errors.map((e) => `${e.name}: ${e.message}`).join("; "), errors });
  }
  const view = await factsView(db, await replaceDraft(db, claim, parsed.data));
  return answer(ctx.req, view, {
    page: `/workspace/companies/${encodeURIComponent(claim.company.slug)}`,
    notice: `Draft saved: ${parsed.data.length} fact(s).`,
  });
});
