// The team's audit rows: actor, target and workspace of every membership change (issue 30).
import type { SignedIn } from "@/lib/http/session-route";
import { recordAuditEvent, type AuditAction } from "@/lib/audit/record-audit-event";
import type { Db } from "@/lib/platform/db/client";

export async function auditTeam(
  db: Db,
  me: SignedIn,
  action: AuditAction,
  detail: Record<string, string | number | boolean | null>,
  workspaceId = me.workspace.id,
): Promise<void> {
  await recordAuditEvent(db, { workspaceId, action, actorType: "user", actorId: me.user.id, detail });
}
