// Changes to a workspace's event targets join its audit log (who, what, which target; never a secret).
import type { SignedIn } from "@/lib/http/session-route";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getDb, type Db } from "@/lib/platform/db/client";
import type { AuditAction } from "@/lib/vocabulary/audit-actions";

export async function auditEventChange(
  me: SignedIn,
  action: AuditAction,
  detail: Record<string, string | number | boolean | null>,
  /** The transaction of the change itself, so the event commits with it. */
  db?: Db,
): Promise<void> {
  await recordAuditEvent(db ?? (await getDb()), { workspaceId: me.workspace.id, action, actorType: "user", actorId: me.user.id, detail });
}
