// Workspace API keys: `tk_live_` + 32 random bytes, shown once, stored as a SHA-256 hash. With a DPoP key
// thumbprint the key is bound (only that key's proofs are accepted); without, it is an ingest key.
import type { Db } from "@/lib/platform/db/client";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { API_KEY_PREFIX, newToken, sha256Hex } from "@/lib/auth/tokens";
import { clock } from "@/lib/platform/clock";

export const JKT_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CreatedApiKey {
  id: string;
  name: string;
  hint: string;
  kind: "bound" | "ingest";
  dpopJkt: string | null;
  createdAt: Date;
  /** The key itself: returned once, never stored. */
  key: string;
}

export async function createApiKey(
  db: Db,
  opts: {
    workspaceId: string;
    name: string;
    dpopJkt?: string | null;
    createdBy: { type: "user" | "operator"; id: string | null };
    now?: Date;
  },
): Promise<CreatedApiKey> {
  const { token, hash, hint } = newToken(API_KEY_PREFIX);
  const dpopJkt = opts.dpopJkt || null;
  if (dpopJkt && !JKT_PATTERN.test(dpopJkt)) throw new Error("dpop_jkt must be an RFC 7638 SHA-256 thumbprint (43 base64url characters)");
  // The key and its audit row commit together: a key whose creation answered an error is never left live.
  const row = await db.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: {
        workspaceId: opts.workspaceId,
        name: opts.name,
        hint,
        keyHash: hash,
        dpopJkt,
        createdById: opts.createdBy.id,
        ...(opts.now ? { createdAt: opts.now } : {}),
      },
    });
    await recordAuditEvent(tx as Db, {
      workspaceId: opts.workspaceId,
      action: "api_key.created",
      actorType: opts.createdBy.type,
      actorId: opts.createdBy.id,
      credential: null,
      detail: { api_key_id: created.id, name: created.name, kind: dpopJkt ? "bound" : "ingest" },
    });
    return created;
  });
  return { id: row.id, name: row.name, hint, kind: dpopJkt ? "bound" : "ingest", dpopJkt, createdAt: row.createdAt, key: token };
}

export function listApiKeys(db: Db, workspaceId: string) {
  return db.apiKey.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, hint: true, dpopJkt: true, createdAt: true, revokedAt: true, lastUsedAt: true },
  });
}

/** Revokes a key of this workspace only; false when the workspace has no such live key. */
export async function revokeApiKey(db: Db, opts: { workspaceId: string; id: string; userId: string; now?: Date }): Promise<boolean> {
  const now = opts.now ?? clock().now();
  return db.$transaction(async (tx) => {
    const { count } = await tx.apiKey.updateMany({
      where: { id: opts.id, workspaceId: opts.workspaceId, revokedAt: null },
      data: { revokedAt: now },
    });
    if (count === 1) {
      await recordAuditEvent(tx as Db, {
        workspaceId: opts.workspaceId,
        action: "api_key.revoked",
        actorType: "user",
        actorId: opts.userId,
        detail: { api_key_id: opts.id },
      });
    }
    return count === 1;
  });
}

/** The key a presented token names, by hash (the database compares hashes, never secrets). */
export function findApiKey(db: Db, token: string) {
  return db.apiKey.findUnique({ where: { keyHash: sha256Hex(token) } });
}
