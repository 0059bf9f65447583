// POST /v1/evidence/webhook – append a company-declared evidence event (the one route an ingest key reaches).
import { workspaceRoute } from "@/lib/http/workspace-route";
import { evidenceWebhookRoute } from "@/lib/transports/worker/v1/evidence/evidence-webhook-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { appendEvidence } from "@/lib/transports/worker/v1/evidence/append-evidence";
import { json } from "@/lib/http/respond";
import { withIdempotency } from "@/lib/http/with-idempotency";

export const POST = workspaceRoute(evidenceWebhookRoute, { allowIngestKey: true, operation: "evidence.webhook" }, async (ctx, auth) =>
  withIdempotency(ctx, auth.credentialRef, async () => {
    const apiKeyId = auth.credential.kind === "api_key" || auth.credential.kind === "ingest_key" ? auth.credential.id : null;
    return json(await appendEvidence(await getDb(), auth.workspaceId, apiKeyId, ctx.body), { status: 201 });
  }),
);
