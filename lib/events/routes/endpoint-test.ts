// POST /api/workspace/endpoints/{id}/test – send a signed `ping` now; the attempt joins the delivery log.
import { testEndpointRoute } from "@/lib/events/routes/endpoint-test.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { ENDPOINTS, testTarget } from "@/lib/events/routes/target-actions";

export const POST = sessionRoute(testEndpointRoute, { page: ENDPOINTS.page }, (ctx, me) =>
  testTarget(ctx.req, me, ctx.params.id, ENDPOINTS),
);
