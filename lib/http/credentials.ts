// The credentials step of route(): the one place a request's credential is checked against its contract.
// Workspace credentials (bound API keys and forwarded sessions, scoped tokens, ingest keys) are checked by
// authenticateWorkspace; the web host's session by its cookie, with writes accepted from the site's own
// pages only. The MCP and A2A endpoints check OAuth access tokens with verifyAccessToken themselves, so
// they can refuse in their own protocol.
import { authenticateWorkspace, type WorkspaceAuth } from "@/lib/http/authenticate-workspace";
import { assertSameOrigin, currentSignedIn, type SignedIn } from "@/lib/auth/signed-in";
import { serverKey } from "@/lib/auth/server-key";
import { safeEqual } from "@/lib/auth/tokens";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { roleOf, type AuthKind, type RouteContract } from "@/lib/http/contract";
import { roleAllows, type Role } from "@/lib/vocabulary/roles";

const WORKSPACE_KINDS = new Set<AuthKind>(["workspace-key", "scoped-token", "ingest-key"]);

export interface Credentials {
  workspace?: WorkspaceAuth;
  signedIn?: SignedIn | null;
}

const ONLY_THE_SESSION =
  "The EU AI Act API is reached through the signed-in web session only: " +
  "the web server calls it with a scoped token it mints for the session.";

/** A scoped token the web server minted for a signed-in session, bound to its own key; anything else is 401. */
async function assertServerMinted(auth: WorkspaceAuth): Promise<void> {
  if (auth.credential.kind !== "scoped_token" || !auth.jkt || !safeEqual(auth.jkt, (await serverKey()).jkt)) {
    throw new ApiError("unauthorized", { message: ONLY_THE_SESSION });
  }
  const minted = await (await getDb()).scopedToken.findUnique({ where: { id: auth.credential.id }, select: { parentKind: true } });
  if (minted?.parentKind !== "session") throw new ApiError("unauthorized", { message: ONLY_THE_SESSION });
}

/** The contract's role rule: the one place a signed-in caller's role in the workspace is checked. */
function assertRole(signedIn: SignedIn, needed: Role): void {
  const held = signedIn.workspace.role;
  if (roleAllows(held, needed)) return;
  const who = needed === "owner" ? "the owner role" : `the ${needed} role or above`;
  throw new ApiError("forbidden", { message: `This needs ${who} in workspace ${signedIn.workspace.slug}; yours is ${held}.` });
}

export async function checkCredentials(
  contract: RouteContract,
  kinds: readonly AuthKind[],
  ctx: { req: Request; url: URL },
): Promise<Credentials> {
  if (kinds.includes("session") || contract.optionalSession) {
    if (ctx.req.method !== "GET") assertSameOrigin(ctx.req);
    const signedIn = await currentSignedIn();
    if (!signedIn && !contract.optionalSession) throw new ApiError("unauthorized", { message: "Sign in first." });
    const needed = roleOf(contract);
    if (needed && signedIn) assertRole(signedIn, needed);
    return { signedIn };
  }
  if (kinds.some((k) => WORKSPACE_KINDS.has(k))) {
    const workspace = await authenticateWorkspace(ctx, {
      allowIngestKey: kinds.includes("ingest-key"),
      // Without "scoped-token" no operation matches, so every scoped token is refused.
      operation: kinds.includes("scoped-token") ? contract.scopedOperation : undefined,
    });
    if (contract.serverMintedOnly) await assertServerMinted(workspace);
    return { workspace };
  }
  return {};
}
