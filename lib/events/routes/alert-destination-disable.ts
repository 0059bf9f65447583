// POST /api/workspace/alert-destinations/{id}/disable – no more alerts to this destination.
import { disableDestinationRoute } from "@/lib/events/routes/alert-destination-disable.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { ALERT_DESTINATIONS, disableTarget } from "@/lib/events/routes/target-actions";

export const POST = sessionRoute(disableDestinationRoute, { page: ALERT_DESTINATIONS.page }, (ctx, me) =>
  disableTarget(ctx.req, me, ctx.params.id, ALERT_DESTINATIONS),
);
