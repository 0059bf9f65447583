// The audit row of a write made with a workspace credential (API key, scoped or OAuth token). It is opened before
// the handler runs, so a write whose row cannot be written is refused before anything changes, and completed
// with the answer's status afterwards. A row left without a status is a write whose outcome was not recorded
// (the completion failed, or the request is still running); the answer itself is never replaced for it.
import type { ActorType } from "@/lib/audit/record-audit-event";
import type { Db } from "@/lib/platform/db/client";

export interface CredentialWrite {
  workspaceId: string;
  actorType: ActorType;
  actorId: string;
  /** `<kind>:<id>` of the credential used, never the credential itself. */
  credential: string;
  method: string;
  path: string;
}

/** Writes the row with no status yet; returns its sequence number. */
export async function openCredentialWrite(db: Db, w: CredentialWrite): Promise<bigint> {
  const row = await db.auditEvent.create({
    data: { ...w, action: "credential.write", status: null, replay: false },
    select: { seq: true },
  });
  return row.seq;
}

/** Records the answer's status, and whether it was an idempotent replay. */
export async function completeCredentialWrite(db: Db, seq: bigint, status: number, replay: boolean): Promise<void> {
  await db.auditEvent.update({ where: { seq }, data: { status, replay } });
}
