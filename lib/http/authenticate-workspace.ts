// authenticateWorkspace(ctx, options): who is calling an API-host route and for which workspace. The
// workspace comes from the credential only. Bound credentials (API keys made with dpop_jkt, scoped
// tokens, sessions forwarded by the web server) need `Authorization: DPoP <token>` and one fresh proof
// by their key; an ingest key is a bearer credential that only routes with `allowIngestKey` accept.
// Every refused use of a bound credential without its valid proof is written to the audit log.
import { getDb, type Db } from "@/lib/platform/db/client";
import { recordAuditEvent, type ActorType } from "@/lib/audit/record-audit-event";
import { rememberOnce } from "@/lib/platform/redis/remember-once";
import { findApiKey } from "@/lib/auth/api-keys";
import { DpopProofError, JTI_MEMORY_MS, verifyDpopProof } from "@/lib/auth/dpop/verify-proof";
import { authError, type AuthErrorCode } from "@/lib/http/www-authenticate";
import type { ScopedOperation } from "@/lib/auth/operations";
import { findScopedToken } from "@/lib/auth/scoped-tokens";
import { serverKey } from "@/lib/auth/server-key";
import { activeSession, unsealSessionId } from "@/lib/auth/sessions";
import { API_KEY_PREFIX, SCOPED_TOKEN_PREFIX, safeEqual } from "@/lib/auth/tokens";
import { workspaceOfUser, type WorkspaceRef } from "@/lib/auth/workspaces";
import { clock } from "@/lib/platform/clock";

export type CredentialKind = "api_key" | "ingest_key" | "scoped_token" | "session";

export interface WorkspaceCredential {
  kind: CredentialKind;
  id: string;
}

export interface WorkspaceAuth {
  workspaceId: string;
  workspace: WorkspaceRef;
  credential: WorkspaceCredential;
  /** Thumbprint of the proof's key; null for an ingest key. */
  jkt: string | null;
  /** The scoped token's operation, when the credential is one. */
  operation: ScopedOperation | null;
  /** `<kind>:<id>`, as written to the audit log. */
  credentialRef: string;
}

export interface AuthenticateOptions {
  /** The ingest-key route (POST /v1/evidence/webhook) sets this; every other route refuses ingest keys. */
  allowIngestKey?: boolean;
  /** The named operation of this route: a scoped token is accepted only for its own operation. */
  operation?: ScopedOperation;
  now?: Date;
}

interface RequestLike {
  req: Request;
  /** Public URL of the request (API_URL based), the DPoP htu. */
  url: URL;
}

interface ResolvedCredential {
  kind: CredentialKind;
  id: string;
  workspaceId: string;
  /** The key thumbprint proofs must come from; null for an ingest key. */
  binding: string | null;
  operation: ScopedOperation | null;
}

const MAX_TOKEN_LENGTH = 2048;

async function resolveCredential(db: Db, token: string, now: Date): Promise<ResolvedCredential | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  if (token.startsWith(API_KEY_PREFIX)) {
    const key = await findApiKey(db, token);
    if (!key || key.revokedAt) return null;
    return {
      kind: key.dpopJkt ? "api_key" : "ingest_key",
      id: key.id,
      workspaceId: key.workspaceId,
      binding: key.dpopJkt,
      operation: null,
    };
  }
  if (token.startsWith(SCOPED_TOKEN_PREFIX)) {
    const st = await findScopedToken(db, token);
    if (!st || st.revokedAt || st.expiresAt <= now) return null;
    // A scoped token dies with the credential that minted it.
    if (st.parentKind === "api_key") {
      const parent = await db.apiKey.findUnique({ where: { id: st.parentId }, select: { revokedAt: true } });
      if (!parent || parent.revokedAt) return null;
    } else if (st.parentKind === "session" && !(await activeSession(db, st.parentId, now))) return null;
    return {
      kind: "scoped_token",
      id: st.id,
      workspaceId: st.workspaceId,
      binding: st.dpopJkt,
      operation: st.operation as ScopedOperation,
    };
  }
  const session = await activeSession(db, await unsealSessionId(token), now);
  if (!session) return null;
  const ws = await workspaceOfUser(db, session.userId, session.workspaceId);
  if (!ws) return null;
  return { kind: "session", id: session.id, workspaceId: ws.id, binding: (await serverKey()).jkt, operation: null };
}

function parseAuthorization(header: string | null): { scheme: "dpop" | "bearer"; token: string } | null {
  const m = header?.match(/^\s*(DPoP|Bearer)\s+(\S+)\s*$/i);
  return m ? { scheme: m[1].toLowerCase() as "dpop" | "bearer", token: m[2] } : null;
}

const ACTOR: Record<CredentialKind, ActorType> = {
  api_key: "api_key",
  ingest_key: "ingest_key",
  scoped_token: "scoped_token",
  session: "session",
};

export async function authenticateWorkspace(ctx: RequestLike, opts: AuthenticateOptions = {}): Promise<WorkspaceAuth> {
  const now = opts.now ?? clock().now();
  const db = await getDb();
  const auth = parseAuthorization(ctx.req.headers.get("authorization"));
  if (!auth) {
    throw authError(
      "unauthorized",
      "Send `Authorization: DPoP <token>` with a `DPoP` proof (an ingest key: `Authorization: Bearer <key>` on POST /v1/evidence/webhook).",
    );
  }
  const cred = await resolveCredential(db, auth.token, now);
  if (!cred) {
    throw auth.scheme === "bearer"
      ? authError("unauthorized", "The token is unknown, expired or revoked.")
      : authError("invalid_token", "The token is unknown, expired or revoked.");
  }

  if (cred.kind === "ingest_key") {
    if (!opts.allowIngestKey) throw authError("unauthorized", "An ingest key reaches only POST /v1/evidence/webhook and reads nothing.");
    if (auth.scheme !== "bearer")
      throw authError("invalid_token", "An ingest key is not bound to a key: send it as `Authorization: Bearer <key>`.");
    return finish(db, cred, null, now);
  }

  // A bound credential: anything short of one valid, fresh proof by its own key is refused and audited.
  const refuse = async (code: AuthErrorCode, reason: string, message: string): Promise<never> => {
    await recordAuditEvent(db, {
      workspaceId: cred.workspaceId,
      action: "credential.refused",
      actorType: ACTOR[cred.kind],
      actorId: cred.id,
      method: ctx.req.method,
      path: ctx.url.pathname,
      status: 401,
      credential: `${cred.kind}:${cred.id}`,
      detail: { reason, scheme: auth.scheme === "dpop" ? "DPoP" : "Bearer" },
      at: now,
    });
    throw authError(code, message);
  };

  if (auth.scheme === "bearer") {
    return refuse(
      "dpop_required",
      "bearer",
      "This credential is bound to a key: send `Authorization: DPoP <token>` with a `DPoP` proof signed by that key.",
    );
  }
  const proof = ctx.req.headers.get("dpop");
  if (!proof) return refuse("dpop_required", "no_proof", "Send one `DPoP` proof header, new for every request.");
  // Repeated headers arrive joined by commas; a compact JWS never contains one.
  if (/[,\s]/.test(proof.trim())) return refuse("invalid_dpop_proof", "several_proofs", "Send exactly one `DPoP` header.");

  let verified;
  try {
    verified = await verifyDpopProof(proof.trim(), { method: ctx.req.method, url: ctx.url, accessToken: auth.token, now });
  } catch (err) {
    if (err instanceof DpopProofError) return refuse("invalid_dpop_proof", "invalid_proof", err.message);
    throw err;
  }
  if (!cred.binding || !safeEqual(verified.jkt, cred.binding)) {
    return refuse("invalid_token", "wrong_key", "The proof is signed by a key this credential is not bound to.");
  }
  if (!(await rememberOnce("dpop", `${verified.jkt}:${verified.jti}`, JTI_MEMORY_MS))) {
    return refuse("invalid_dpop_proof", "replayed_proof", "This proof was already used: send a new proof (new `jti`) with every request.");
  }
  if (cred.kind === "scoped_token" && cred.operation !== opts.operation) {
    throw authError("invalid_token", `This scoped token is for operation \`${cred.operation}\` only.`);
  }
  return finish(db, cred, verified.jkt, now);
}

async function finish(db: Db, cred: ResolvedCredential, jkt: string | null, now: Date): Promise<WorkspaceAuth> {
  const workspace = await db.workspace.findUnique({ where: { id: cred.workspaceId }, select: { id: true, slug: true, name: true } });
  if (!workspace) throw authError(jkt ? "invalid_token" : "unauthorized", "The credential's workspace no longer exists.");
  if (cred.kind === "api_key" || cred.kind === "ingest_key") {
    // Written at most once a minute per key.
    await db.apiKey.updateMany({
      where: { id: cred.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - 60_000) } }] },
      data: { lastUsedAt: now },
    });
  }
  return {
    workspaceId: workspace.id,
    workspace,
    credential: { kind: cred.kind, id: cred.id },
    jkt,
    operation: cred.operation,
    credentialRef: `${cred.kind}:${cred.id}`,
  };
}
