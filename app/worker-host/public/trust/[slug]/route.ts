// GET /public/trust/{slug} – the deprecated worker Trust Profile read; every read records a view.
import { publicTrustProfileRoute } from "@/lib/contracts/public-trust";
import { getDb } from "@/lib/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { PublicTrustProfileSchema } from "@/lib/schemas/public-trust";
import { keptReferrer } from "@/lib/views/referrer";
import { recordView } from "@/lib/views/record-view";
import { deprecationHeaders } from "@/lib/worker/deprecation";
import { movedError, publicationOf } from "@/lib/worker/publication-state";
import { unpublishedResponse } from "@/lib/worker/public-write-target";
import { resolveCompany } from "@/lib/worker/resolve-company";
import { buildTrustProfile } from "@/lib/worker/trust-profile";

export const GET = route(publicTrustProfileRoute, async (ctx) => {
  const db = await getDb();
  const company = await resolveCompany(db, ctx.params.slug);
  const headers = deprecationHeaders(company?.slug ?? null);
  const outcome = publicationOf(company);
  if (outcome.state === "moved") throw movedError(outcome.company, headers);
  if (outcome.state !== "published") return unpublishedResponse(outcome, ctx.params.slug, headers);
  const now = new Date();
  const profile = PublicTrustProfileSchema.parse(await buildTrustProfile(db, outcome.company, now));
  await recordView(db, { company: outcome.company, clientNetwork: ctx.clientNetwork, referrer: keptReferrer(ctx.req.headers.get("referer")), now });
  return json(profile, { headers });
});
