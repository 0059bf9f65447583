// POST /public/trust/{slug}/agent-subscribe – follow a published profile by webhook, after a challenge.
import { agentSubscribeRoute } from "@/lib/transports/worker/public/events/agent-subscribe-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { ChallengeFailedError, subscribeAgent } from "@/lib/events/agent-subscriptions";
import { refusedUrl } from "@/lib/events/web-input";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { anonymousScope, withIdempotency } from "@/lib/http/with-idempotency";
import { findWriteTarget, unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";

export const POST = route(agentSubscribeRoute, async (ctx) =>
  withIdempotency(ctx, anonymousScope(ctx), async () => {
    const db = await getDb();
    const target = await findWriteTarget(db, ctx.params.slug);
    if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
    const subscribed = await subscribeAgent(db, target.company, ctx.body.webhookUrl)
      .catch(refusedUrl("webhookUrl", "bad_request"))
      .catch((err: unknown) => {
        if (err instanceof ChallengeFailedError)
          throw new ApiError("bad_request", { message: err.message, errors: [{ in: "body", name: "webhookUrl", message: err.message }] });
        throw err;
      });
    return json(subscribed, { status: 201, headers: { "cache-control": "no-store" } });
  }),
);
