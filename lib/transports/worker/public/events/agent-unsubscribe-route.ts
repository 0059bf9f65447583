// POST /public/trust/{slug}/agent-unsubscribe – end an agent subscription by its link signature or secret.
import { agentUnsubscribeRoute } from "@/lib/transports/worker/public/events/agent-unsubscribe-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { unsubscribeAgent } from "@/lib/events/agent-subscriptions";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { anonymousScope, withIdempotency } from "@/lib/http/with-idempotency";
import { findWriteTarget, unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";

export const POST = route(agentUnsubscribeRoute, async (ctx) =>
  withIdempotency(ctx, anonymousScope(ctx), async () => {
    const db = await getDb();
    const target = await findWriteTarget(db, ctx.params.slug);
    if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
    // An unknown id and a wrong proof answer alike: the route says nothing about which subscriptions exist.
    if (!(await unsubscribeAgent(db, target.company.id, ctx.body))) {
      throw new ApiError("not_found", { message: "No subscription of this profile matches this id and proof (link signature or secret)." });
    }
    return json({ status: "unsubscribed" as const });
  }),
);
