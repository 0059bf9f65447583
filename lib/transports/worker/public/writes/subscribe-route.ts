// POST /public/trust/{slug}/subscribe – double opt-in: mails a confirmation link, same answer for everyone.
import { subscribeRoute } from "@/lib/transports/worker/public/writes/subscribe-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { anonymousScope, withIdempotency } from "@/lib/http/with-idempotency";
import { findWriteTarget, unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";
import { SUBSCRIBE_ANSWER, subscribeToProfile } from "@/lib/transports/worker/public/writes/subscribe-to-profile";

export const POST = route(subscribeRoute, async (ctx) =>
  withIdempotency(ctx, anonymousScope(ctx), async () => {
    const db = await getDb();
    const target = await findWriteTarget(db, ctx.params.slug);
    if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
    await subscribeToProfile(db, target.company, ctx.body.email);
    return json(SUBSCRIBE_ANSWER, { status: 202 });
  }),
);
