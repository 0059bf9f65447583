// POST /api/workspace/tokens – mint a scoped token with the session: the web server forwards the session
// to the API host (POST /v1/tokens) with a proof signed by its own key, and relays the answer.
import { mintTokenViaSessionRoute } from "@/lib/auth/routes/workspace-tokens.contract";
import { apiHostRefusal } from "@/lib/http/api-host-refusal";
import { callApiHostAsSession } from "@/lib/auth/api-host-client";
import { sessionRoute } from "@/lib/http/session-route";
import { shownOnce } from "@/lib/auth/routes/shown-once-page";

export const POST = sessionRoute(mintTokenViaSessionRoute, { page: "/workspace/keys" }, async (ctx, me) => {
  const answer = await callApiHostAsSession({
    sessionToken: me.token,
    method: "POST",
    path: "/v1/tokens",
    body: ctx.body,
    requestId: ctx.requestId,
  });
  // The API host's refusal passes through (status, code, message): "scope not allowed", not "unexpected error".
  if (answer.status !== 201) throw apiHostRefusal(answer.status, answer.body, answer.headers);
  const minted = answer.body as { token: string; operation: string; dpop_jkt: string; expires_at: string };
  return shownOnce(ctx.req, minted, 201, {
    title: "Scoped token minted",
    lead: `For operation ${minted.operation}, until ${minted.expires_at}. Send it with DPoP proofs from the key you named.`,
    secret: minted.token,
    facts: [
      ["Operation", minted.operation],
      ["Key thumbprint", minted.dpop_jkt],
    ],
    back: { href: "/workspace/keys", label: "Back to API keys" },
  });
});
