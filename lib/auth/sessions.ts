// Server-side sessions: a random id in a Session row (listable, revocable), carried sealed in the cookie.
import { randomBytes } from "node:crypto";
import { unsealData } from "iron-session";
import type { Db } from "@/lib/platform/db/client";
import { secret } from "@/lib/platform/secrets";
import { SESSION_MAX_AGE_SECONDS, type SessionSeal } from "@/lib/auth/session-cookie";
import { clock } from "@/lib/platform/clock";

export interface ActiveSession {
  id: string;
  userId: string;
  /** The workspace the session acts on (null: the user's first). */
  workspaceId: string | null;
  expiresAt: Date;
  user: { id: string; email: string; emailConfirmedAt: Date | null; totpEnabledAt: Date | null };
}

export async function createSession(
  db: Db,
  userId: string,
  opts: { userAgent?: string | null; mfa: boolean; now?: Date },
): Promise<string> {
  const now = opts.now ?? clock().now();
  const id = randomBytes(24).toString("base64url");
  await db.session.create({
    data: {
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      userAgent: opts.userAgent?.slice(0, 200) ?? null,
      mfaAt: opts.mfa ? now : null,
    },
  });
  return id;
}

/** The sealed token (the cookie value, and the session token the web server forwards to the API host). */
export async function unsealSessionId(token: string): Promise<string | null> {
  if (!token || token.length > 2048) return null;
  try {
    const data = await unsealData<Partial<SessionSeal>>(token, { password: secret("SESSION_SECRET"), ttl: SESSION_MAX_AGE_SECONDS });
    return typeof data.sid === "string" ? data.sid : null;
  } catch {
    return null;
  }
}

/** The live session a session id names: unknown, revoked or expired ones are null. */
export async function activeSession(db: Db, sid: string | null, now: Date = clock().now()): Promise<ActiveSession | null> {
  if (!sid) return null;
  const row = await db.session.findUnique({
    where: { id: sid },
    include: { user: { select: { id: true, email: true, emailConfirmedAt: true, totpEnabledAt: true } } },
  });
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  // Written at most once a minute, so a busy page does not write on every request.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.session.update({ where: { id: sid }, data: { lastSeenAt: now } });
  }
  return { id: row.id, userId: row.userId, workspaceId: row.workspaceId, expiresAt: row.expiresAt, user: row.user };
}

export async function listSessions(db: Db, userId: string, now: Date = clock().now()) {
  return db.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true },
  });
}

/** Revokes one of the user's own sessions; false when the user has no such live session. */
export async function revokeSession(db: Db, userId: string, sid: string, now: Date = clock().now()): Promise<boolean> {
  const { count } = await db.session.updateMany({ where: { id: sid, userId, revokedAt: null }, data: { revokedAt: now } });
  return count === 1;
}

export async function revokeOtherSessions(db: Db, userId: string, keep: string, now: Date = clock().now()): Promise<number> {
  const { count } = await db.session.updateMany({ where: { userId, revokedAt: null, id: { not: keep } }, data: { revokedAt: now } });
  return count;
}
