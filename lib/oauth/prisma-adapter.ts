// oidc-provider's storage adapter on our database (PostgreSQL or PGlite) through Prisma: every grant,
// code, refresh token, session, interaction and registered client lives in OidcPayload rows, so any
// instance can continue a flow another began. Expired rows are never returned; deleteExpiredOidcPayloads
// removes them (run by the periodic sweep, lib/transports/a2a/sweep-expired-tasks.ts).
import type { Adapter, AdapterPayload } from "oidc-provider";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";

type Row = { payload: unknown; expiresAt: Date | null; consumedAt: Date | null };

function live(row: Row | null): AdapterPayload | undefined {
  if (!row) return undefined;
  if (row.expiresAt && row.expiresAt.getTime() <= clock().nowMs()) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

export class PrismaOidcAdapter implements Adapter {
  constructor(private readonly type: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const db = await getDb();
    const data = {
      payload: payload as object,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      accountId: payload.accountId ?? null,
      expiresAt: expiresIn ? new Date(clock().nowMs() + expiresIn * 1000) : null,
    };
    await db.oidcPayload.upsert({ where: { type_id: { type: this.type, id } }, create: { type: this.type, id, ...data }, update: data });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const db = await getDb();
    return live(await db.oidcPayload.findUnique({ where: { type_id: { type: this.type, id } } }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const db = await getDb();
    return live(await db.oidcPayload.findFirst({ where: { type: this.type, uid } }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const db = await getDb();
    return live(await db.oidcPayload.findFirst({ where: { type: this.type, userCode } }));
  }

  async consume(id: string): Promise<void> {
    const db = await getDb();
    await db.oidcPayload.updateMany({ where: { type: this.type, id }, data: { consumedAt: clock().now() } });
  }

  async destroy(id: string): Promise<void> {
    const db = await getDb();
    await db.oidcPayload.deleteMany({ where: { type: this.type, id } });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const db = await getDb();
    await db.oidcPayload.deleteMany({ where: { grantId } });
  }
}

/** Deletes artefacts past their expiry (codes, interactions, sessions, tokens, grants); returns the count. */
export async function deleteExpiredOidcPayloads(now: Date = clock().now()): Promise<number> {
  const db = await getDb();
  const { count } = await db.oidcPayload.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
