// POST /api/workspace/endpoints/{id}/roll-secret – a new signing secret, shown once; the old one stops at once.
import { rollEndpointSecretRoute } from "@/lib/events/routes/endpoint-roll-secret.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { shownOnce } from "@/lib/auth/routes/shown-once-page";
import { getDb } from "@/lib/platform/db/client";
import { rollEndpointSecret } from "@/lib/events/endpoints";
import { notInWorkspace } from "@/lib/events/web-input";

export const POST = sessionRoute(rollEndpointSecretRoute, { page: "/workspace/endpoints" }, async (ctx, me) => {
  const secret = await rollEndpointSecret(await getDb(), me.workspace.id, ctx.params.id, (tx) =>
    auditEventChange(me, "endpoint.secret_rolled", { endpoint_id: ctx.params.id }, tx),
  );
  if (secret === null) throw notInWorkspace("endpoint");
  return shownOnce(ctx.req, { id: ctx.params.id, secret }, 200, {
    title: "Signing secret rolled",
    lead: "Deliveries are signed with this secret from now on.",
    secret,
    facts: [["Endpoint", ctx.params.id]],
    back: { href: "/workspace/endpoints", label: "Back to endpoints" },
  });
});
