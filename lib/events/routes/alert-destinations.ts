// GET /api/workspace/alert-destinations – the workspace's alert destinations. POST – add one; its key is shown once.
import { createDestinationRoute, listDestinationsRoute } from "@/lib/events/routes/alert-destinations.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { shownOnce } from "@/lib/auth/routes/shown-once-page";
import { getDb } from "@/lib/platform/db/client";
import { createDestination, listDestinations } from "@/lib/events/alert-destinations";
import { destinationJson } from "@/lib/events/views";
import { refusedUrl } from "@/lib/events/web-input";
import { json } from "@/lib/http/respond";

const PAGE = "/workspace/alerts";

export const GET = sessionRoute(listDestinationsRoute, { page: PAGE }, async (_ctx, me) => {
  return json({ destinations: (await listDestinations(await getDb(), me.workspace.id)).map(destinationJson) });
});

export const POST = sessionRoute(createDestinationRoute, { page: PAGE }, async (ctx, me) => {
  const created = await createDestination(await getDb(), me.workspace.id, ctx.body.url, (tx, d) =>
    auditEventChange(me, "alert_destination.added", { destination_id: d.id, url: d.url }, tx),
  ).catch(refusedUrl("url"));
  return shownOnce(ctx.req, { ...destinationJson(created), key: created.key }, 201, {
    title: "Alert destination added",
    lead: "Verify x-svc-signature (sha256=HMAC-SHA256 of `timestamp.body`) with this key; check x-svc-timestamp within 300 s.",
    secret: created.key,
    facts: [
      ["URL", created.url],
      ["Key generation", String(created.keyGeneration)],
    ],
    back: { href: PAGE, label: "Back to alert destinations" },
  });
});
