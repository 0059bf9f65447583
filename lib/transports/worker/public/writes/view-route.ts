// POST /public/trust/{slug}/view – the view beacon: counted once per client network per ten minutes.
import { recordViewRoute } from "@/lib/transports/worker/public/writes/view-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { anonymousScope, withIdempotency } from "@/lib/http/with-idempotency";
import { keptReferrer } from "@/lib/transports/worker/public/viewer-records/referrer";
import { recordView } from "@/lib/transports/worker/public/viewer-records/record-view";
import { findWriteTarget, unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";

export const POST = route(recordViewRoute, async (ctx) =>
  withIdempotency(ctx, anonymousScope(ctx), async () => {
    const db = await getDb();
    const target = await findWriteTarget(db, ctx.params.slug);
    if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
    const referrer = keptReferrer(ctx.body?.referrer ?? ctx.req.headers.get("referer"));
    const counted = await recordView(db, { company: target.company, clientNetwork: ctx.clientNetwork, referrer });
    return json({ slug: target.company.slug, counted });
  }),
);
