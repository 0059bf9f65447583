// GET /public/trust/{slug} – the deprecated worker Trust Profile read; every read records a view.
import { publicTrustProfileRoute } from "@/lib/transports/worker/public/trust/trust-profile-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { checkedJson } from "@/lib/http/checked-output";
import { plainAnswer } from "@/lib/http/plain-answer";
import { route } from "@/lib/http/route";
import { PublicTrustProfileSchema } from "@/lib/schemas/public-trust";
import { keptReferrer } from "@/lib/transports/worker/public/viewer-records/referrer";
import { recordView } from "@/lib/transports/worker/public/viewer-records/record-view";
import { deprecationHeaders } from "@/lib/transports/worker/public/trust/deprecation";
import { movedError, publicationOf } from "@/lib/network/publication-state";
import { unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";
import { resolveCompany } from "@/lib/network/resolve-company";
import { buildTrustProfile } from "@/lib/transports/worker/public/trust/trust-profile";
import { clock } from "@/lib/platform/clock";

export const GET = route(publicTrustProfileRoute, async (ctx) => {
  const db = await getDb();
  const company = await resolveCompany(db, ctx.params.slug);
  const headers = deprecationHeaders(company?.slug ?? null);
  const outcome = publicationOf(company);
  if (outcome.state === "moved") throw movedError(outcome.company, headers);
  if (outcome.state !== "published") return unpublishedResponse(db, outcome, ctx.params.slug, headers);
  const now = clock().now();
  const text = checkedJson(PublicTrustProfileSchema, await buildTrustProfile(db, outcome.company, now));
  await recordView(db, {
    company: outcome.company,
    clientNetwork: ctx.clientNetwork,
    referrer: keptReferrer(ctx.headers.get("referer")),
    now,
  });
  return plainAnswer(text, { headers: new Headers({ ...headers, "content-type": "application/json; charset=utf-8" }) });
});
