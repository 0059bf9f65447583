// GET /api/workspace/keys – the workspace's keys. POST – create a bound or ingest key, shown once.
import { createKeyRoute, listKeysRoute } from "@/lib/auth/routes/workspace-keys.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { createApiKey, listApiKeys } from "@/lib/auth/api-keys";
import { sessionRoute } from "@/lib/http/session-route";
import { shownOnce } from "@/lib/auth/routes/shown-once-page";

export const GET = sessionRoute(listKeysRoute, { page: "/workspace/keys" }, async (_ctx, me) => {
  const keys = await listApiKeys(await getDb(), me.workspace.id);
  return json({
    keys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      kind: k.dpopJkt ? "bound" : "ingest",
      hint: k.hint,
      dpop_jkt: k.dpopJkt,
      created_at: k.createdAt.toISOString(),
      revoked_at: k.revokedAt?.toISOString() ?? null,
      last_used_at: k.lastUsedAt?.toISOString() ?? null,
    })),
  });
});

export const POST = sessionRoute(createKeyRoute, { page: "/workspace/keys" }, async (ctx, me) => {
  if (!me.user.emailConfirmedAt)
    throw new ApiError("forbidden", { message: "Confirm your address before creating API keys (see the link we mailed)." });
  const key = await createApiKey(await getDb(), {
    workspaceId: me.workspace.id,
    name: ctx.body.name,
    dpopJkt: ctx.body.dpop_jkt,
    createdBy: { type: "user", id: me.user.id },
  });
  const body = {
    id: key.id,
    name: key.name,
    kind: key.kind,
    hint: key.hint,
    dpop_jkt: key.dpopJkt,
    created_at: key.createdAt.toISOString(),
    key: key.key,
  };
  return shownOnce(ctx.req, body, 201, {
    title: "API key created",
    lead:
      key.kind === "bound"
        ? "A bound key: send it as `Authorization: DPoP` with proofs from the key you named."
        : "An ingest key: it reaches only POST /v1/evidence/webhook.",
    secret: key.key,
    facts: [["Name", key.name], ["Kind", key.kind], ...(key.dpopJkt ? ([["Key thumbprint", key.dpopJkt]] as [string, string][]) : [])],
    back: { href: "/workspace/keys", label: "Back to API keys" },
  });
});
