// Single-use links sent by mail (address confirmation, address change): hashed at rest, 24 hours.
import type { Db } from "@/lib/platform/db/client";
import { newToken, sha256Hex } from "@/lib/auth/tokens";
import { clock } from "@/lib/platform/clock";

export type EmailTokenPurpose = "confirm" | "email_change";
export const EMAIL_TOKEN_HOURS = 24;

export async function issueEmailToken(
  db: Db,
  opts: { userId: string; purpose: EmailTokenPurpose; email: string; now?: Date },
): Promise<string> {
  const now = opts.now ?? clock().now();
  const { token, hash } = newToken("");
  await db.emailToken.create({
    data: {
      userId: opts.userId,
      purpose: opts.purpose,
      email: opts.email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_HOURS * 3600_000),
    },
  });
  return token;
}

/** Marks the token used and returns it, once; unknown, used or expired tokens give null. */
export async function consumeEmailToken(db: Db, token: string, now: Date = clock().now()) {
  const tokenHash = sha256Hex(token);
  const { count } = await db.emailToken.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (count !== 1) return null;
  return db.emailToken.findUnique({ where: { tokenHash } });
}

/** The address a usable token would confirm, without using it (the page shows it before the POST); else null. */
export async function peekEmailToken(
  db: Db,
  token: string,
  now: Date = clock().now(),
): Promise<{ email: string; purpose: EmailTokenPurpose } | null> {
  const row = await db.emailToken.findFirst({
    where: { tokenHash: sha256Hex(token), usedAt: null, expiresAt: { gt: now } },
    select: { email: true, purpose: true },
  });
  return row ? { email: row.email, purpose: row.purpose as EmailTokenPurpose } : null;
}
