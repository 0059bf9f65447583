// POST /api/workspace/alert-destinations/{id}/test – a signed `alert.test`, up to three attempts in 15 s.
import { testDestinationRoute } from "@/lib/events/routes/alert-destination-test.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { ALERT_DESTINATIONS, testTarget } from "@/lib/events/routes/target-actions";

export const POST = sessionRoute(testDestinationRoute, { page: ALERT_DESTINATIONS.page }, (ctx, me) =>
  testTarget(ctx.req, me, ctx.params.id, ALERT_DESTINATIONS),
);
