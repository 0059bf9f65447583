// POST /api/workspace/alert-destinations/{id}/rotate – the owner starts the next key generation.
import { rotateDestinationRoute } from "@/lib/contracts/events";
import { isFormPost, sessionRoute } from "@/lib/auth/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { shownOncePage } from "@/lib/auth/shown-once-page";
import { getDb } from "@/lib/db/client";
import { rotateDestination } from "@/lib/events/alert-destinations";
import { destinationJson } from "@/lib/events/views";
import { notInWorkspace } from "@/lib/events/web-input";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";

export const POST = sessionRoute(rotateDestinationRoute, { page: "/workspace/alerts" }, async (ctx, me) => {
  if (me.workspace.role !== "owner") throw new ApiError("forbidden", { message: "Only the workspace owner rotates a destination's key." });
  const rotated = await rotateDestination(await getDb(), me.workspace.id, ctx.params.id);
  if (!rotated) throw notInWorkspace("alert destination");
  await auditEventChange(me, "alert_destination.rotated", { destination_id: rotated.id, key_generation: rotated.keyGeneration });
  if (!isFormPost(ctx.req)) return json({ ...destinationJson(rotated), key: rotated.key });
  const page = shownOncePage({
    title: "Key rotated",
    lead: "For seven days every alert carries two signatures, this key's first; then only this key's.",
    secret: rotated.key,
    facts: [
      ["Destination", rotated.url],
      ["Key generation", String(rotated.keyGeneration)],
    ],
    back: { href: "/workspace/alerts", label: "Back to alert destinations" },
  });
  return new Response(page.body, { status: 200, headers: page.headers });
});
