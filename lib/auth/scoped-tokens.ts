// Scoped tokens: `st_` tokens for one named operation, minted by a full credential, valid 15 to 60
// minutes, always bound to a DPoP key.
import type { Db } from "@/lib/platform/db/client";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { ScopedOperation } from "@/lib/auth/operations";
import { SCOPED_TOKEN_PREFIX, newToken, sha256Hex } from "@/lib/auth/tokens";
import { clock } from "@/lib/platform/clock";

export const SCOPED_TTL_MIN_MINUTES = 15;
export const SCOPED_TTL_MAX_MINUTES = 60;

export interface MintedScopedToken {
  id: string;
  token: string;
  operation: ScopedOperation;
  dpopJkt: string;
  expiresAt: Date;
}

export async function mintScopedToken(
  db: Db,
  opts: {
    workspaceId: string;
    operation: ScopedOperation;
    dpopJkt: string;
    ttlMinutes: number;
    parent: { kind: string; id: string };
    now?: Date;
  },
): Promise<MintedScopedToken> {
  const now = opts.now ?? clock().now();
  const ttl = Math.min(SCOPED_TTL_MAX_MINUTES, Math.max(SCOPED_TTL_MIN_MINUTES, opts.ttlMinutes));
  const { token, hash } = newToken(SCOPED_TOKEN_PREFIX);
  const expiresAt = new Date(now.getTime() + ttl * 60_000);
  // The token and its audit row commit together: a token whose minting answered an error is never left live.
  const row = await db.$transaction(async (tx) => {
    const created = await tx.scopedToken.create({
      data: {
        workspaceId: opts.workspaceId,
        tokenHash: hash,
        operation: opts.operation,
        dpopJkt: opts.dpopJkt,
        parentKind: opts.parent.kind,
        parentId: opts.parent.id,
        expiresAt,
        createdAt: now,
      },
    });
    await recordAuditEvent(tx as Db, {
      workspaceId: opts.workspaceId,
      action: "scoped_token.minted",
      actorType: opts.parent.kind === "session" ? "session" : "api_key",
      actorId: opts.parent.id,
      credential: `${opts.parent.kind}:${opts.parent.id}`,
      detail: { scoped_token_id: created.id, operation: opts.operation, ttl_minutes: ttl },
    });
    return created;
  });
  return { id: row.id, token, operation: opts.operation, dpopJkt: opts.dpopJkt, expiresAt };
}

export function findScopedToken(db: Db, token: string) {
  return db.scopedToken.findUnique({ where: { tokenHash: sha256Hex(token) } });
}
