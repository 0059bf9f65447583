// POST /api/workspace/endpoints/{id}/disable – nothing more is sent to this endpoint.
import { disableEndpointRoute } from "@/lib/events/routes/endpoint-disable.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { ENDPOINTS, disableTarget } from "@/lib/events/routes/target-actions";

export const POST = sessionRoute(disableEndpointRoute, { page: ENDPOINTS.page }, (ctx, me) =>
  disableTarget(ctx.req, me, ctx.params.id, ENDPOINTS),
);
