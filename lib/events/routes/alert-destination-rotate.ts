// POST /api/workspace/alert-destinations/{id}/rotate – the owner starts the next key generation.
import { rotateDestinationRoute } from "@/lib/events/routes/alert-destination-rotate.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { shownOnce } from "@/lib/auth/routes/shown-once-page";
import { getDb } from "@/lib/platform/db/client";
import { rotateDestination } from "@/lib/events/alert-destinations";
import { destinationJson } from "@/lib/events/views";
import { notInWorkspace } from "@/lib/events/web-input";

export const POST = sessionRoute(rotateDestinationRoute, { page: "/workspace/alerts" }, async (ctx, me) => {
  const rotated = await rotateDestination(await getDb(), me.workspace.id, ctx.params.id, (tx, d) =>
    auditEventChange(me, "alert_destination.rotated", { destination_id: d.id, key_generation: d.keyGeneration }, tx),
  );
  if (!rotated) throw notInWorkspace("alert destination");
  return shownOnce(ctx.req, { ...destinationJson(rotated), key: rotated.key }, 200, {
    title: "Key rotated",
    lead: "For seven days every alert carries two signatures, this key's first; then only this key's.",
    secret: rotated.key,
    facts: [
      ["Destination", rotated.url],
      ["Key generation", String(rotated.keyGeneration)],
    ],
    back: { href: "/workspace/alerts", label: "Back to alert destinations" },
  });
});
