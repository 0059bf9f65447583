// The OAuth grants a user gave (one per client): listed and revoked from account security. Revoking
// deletes the Grant row with every code and refresh token of it; the resource servers read the Grant row
// on each request, so the grant's access tokens stop working on their next use.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { resourceNamed } from "@/lib/oauth/resources";

export interface OAuthGrantView {
  id: string;
  clientId: string;
  clientName: string | null;
  resources: string[];
  createdAt: Date;
  expiresAt: Date | null;
  refreshTokens: number;
}

export async function listOAuthGrants(db: Db, userId: string): Promise<OAuthGrantView[]> {
  const now = clock().now();
  const grants = await db.oidcPayload.findMany({
    where: { type: "Grant", accountId: userId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    orderBy: { createdAt: "desc" },
    take: 200,
  });
  if (grants.length === 0) return [];
  const payloads = grants.map((g) => ({ row: g, p: g.payload as { clientId?: string; resources?: Record<string, string> } }));
  const clientIds = [...new Set(payloads.map((x) => x.p.clientId).filter((c): c is string => typeof c === "string"))];
  const clients = await db.oidcPayload.findMany({ where: { type: "Client", id: { in: clientIds } }, select: { id: true, payload: true } });
  const names = new Map(clients.map((c) => [c.id, (c.payload as { client_name?: string }).client_name ?? null]));
  const tokens = await db.oidcPayload.groupBy({
    by: ["grantId"],
    where: { type: "RefreshToken", grantId: { in: grants.map((g) => g.id) }, consumedAt: null, expiresAt: { gt: now } },
    _count: { _all: true },
  });
  const counts = new Map(tokens.map((t) => [t.grantId, t._count._all]));
  return payloads.map(({ row, p }) => ({
    id: row.id,
    clientId: p.clientId ?? "",
    clientName: p.clientId ? (names.get(p.clientId) ?? null) : null,
    resources: Object.keys(p.resources ?? {}).filter((r) => resourceNamed(r) !== null),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    refreshTokens: counts.get(row.id) ?? 0,
  }));
}

/** Revokes one of the user's own grants; false when the user has no such grant. */
export async function revokeOAuthGrant(db: Db, userId: string, grantId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.oidcPayload.deleteMany({ where: { type: "Grant", id: grantId, accountId: userId } });
    if (count === 0) return false;
    await tx.oidcPayload.deleteMany({ where: { grantId } });
    return true;
  });
}
