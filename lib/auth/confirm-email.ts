// Following a mailed link: confirms the sign-up address, or completes an address change.
import type { Db } from "@/lib/platform/db/client";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { consumeEmailToken } from "@/lib/auth/email-tokens";
import { workspaceOfUser } from "@/lib/auth/workspaces";
import { clock } from "@/lib/platform/clock";

export type ConfirmResult =
  { ok: true; purpose: "confirm" | "email_change"; email: string } | { ok: false; reason: "invalid" | "address_taken" };

export async function confirmEmail(db: Db, token: string, now: Date = clock().now()): Promise<ConfirmResult> {
  const row = await consumeEmailToken(db, token, now);
  if (!row) return { ok: false, reason: "invalid" };
  const user = await db.user.findUnique({ where: { id: row.userId } });
  if (!user) return { ok: false, reason: "invalid" };
  const workspace = await workspaceOfUser(db, user.id);
  if (row.purpose === "email_change") {
    if (await db.user.findFirst({ where: { email: row.email, id: { not: user.id } }, select: { id: true } }))
      return { ok: false, reason: "address_taken" };
    await db.user.update({ where: { id: user.id }, data: { email: row.email, emailConfirmedAt: now } });
    if (workspace)
      await recordAuditEvent(db, { workspaceId: workspace.id, action: "email.changed", actorType: "user", actorId: user.id, at: now });
    return { ok: true, purpose: "email_change", email: row.email };
  }
  // A confirmation sent to an address the account no longer uses confirms nothing.
  if (row.email !== user.email) return { ok: false, reason: "invalid" };
  if (!user.emailConfirmedAt) {
    await db.user.update({ where: { id: user.id }, data: { emailConfirmedAt: now } });
    if (workspace)
      await recordAuditEvent(db, { workspaceId: workspace.id, action: "email.confirmed", actorType: "user", actorId: user.id, at: now });
  }
  return { ok: true, purpose: "confirm", email: row.email };
}
