// GET /api/workspace/endpoints – the workspace's endpoints. POST – register one; its secret is shown once.
import { createEndpointRoute, listEndpointsRoute } from "@/lib/events/routes/endpoints.contract";
import { getDb } from "@/lib/platform/db/client";
import { sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { shownOnce } from "@/lib/auth/routes/shown-once-page";
import { parseEventNames, refusedUrl } from "@/lib/events/web-input";
import { listEndpoints, registerEndpoint } from "@/lib/events/endpoints";
import { endpointJson } from "@/lib/events/views";
import { json } from "@/lib/http/respond";

const PAGE = "/workspace/endpoints";

export const GET = sessionRoute(listEndpointsRoute, { page: PAGE }, async (_ctx, me) => {
  return json({ endpoints: (await listEndpoints(await getDb(), me.workspace.id)).map(endpointJson) });
});

export const POST = sessionRoute(createEndpointRoute, { page: PAGE }, async (ctx, me) => {
  const events = parseEventNames(ctx.body.events);
  const created = await registerEndpoint(await getDb(), me.workspace.id, ctx.body.url, events, (tx, e) =>
    auditEventChange(me, "endpoint.registered", { endpoint_id: e.id, url: e.url, events: e.events.join(",") }, tx),
  ).catch(refusedUrl("url"));
  return shownOnce(ctx.req, { ...endpointJson(created), secret: created.secret }, 201, {
    title: "Endpoint registered",
    lead: "Verify each delivery's x-svc-signature with this secret (HMAC-SHA256 of the raw body, lowercase hex).",
    secret: created.secret,
    facts: [
      ["URL", created.url],
      ["Events", created.events.join(", ")],
    ],
    back: { href: PAGE, label: "Back to endpoints" },
  });
});
