// Writes one row of a workspace's audit log. Callers pass names and ids only: never a token, a password,
// a code or a request body (the detail is a small object of plain facts, checked below).
import type { Db } from "@/lib/platform/db/client";
import type { ActorType, AuditAction } from "@/lib/vocabulary/audit-actions";

export type { ActorType, AuditAction };

export interface AuditEventInput {
  workspaceId: string;
  action: AuditAction;
  actorType: ActorType;
  actorId?: string | null;
  method?: string;
  path?: string;
  status?: number;
  /** `<kind>:<id>` of the credential used, never the credential itself. */
  credential?: string | null;
  replay?: boolean;
  detail?: Record<string, string | number | boolean | null>;
  at?: Date;
}

const MAX_DETAIL_VALUE = 200;

export async function recordAuditEvent(db: Db, e: AuditEventInput): Promise<void> {
  const detail = e.detail
    ? Object.fromEntries(Object.entries(e.detail).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, MAX_DETAIL_VALUE) : v]))
    : undefined;
  await db.auditEvent.create({
    data: {
      workspaceId: e.workspaceId,
      action: e.action,
      actorType: e.actorType,
      actorId: e.actorId ?? null,
      method: e.method ?? null,
      path: e.path ?? null,
      status: e.status ?? null,
      credential: e.credential ?? null,
      replay: e.replay ?? false,
      detail,
      ...(e.at ? { at: e.at } : {}),
    },
  });
}
