// A workspace's knowledge base: entries are added as drafts, approved before any answer may use them, and
// retired when they no longer hold. Every query is scoped by the session's workspace; another workspace's
// entry id is simply not found. Each change is audited (ids and the new status only, never the text).
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";

export type KnowledgeStatus = "draft" | "approved" | "retired";

export interface KnowledgeInput {
  question: string;
  answer: string;
  control?: string | null;
}

function present(e: {
  id: string;
  question: string;
  answer: string;
  control: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    id: e.id,
    question: e.question,
    answer: e.answer,
    control: e.control,
    status: e.status as KnowledgeStatus,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

export async function listKnowledge(db: Db, workspaceId: string) {
  const rows = await db.knowledgeEntry.findMany({ where: { workspaceId }, orderBy: [{ status: "asc" }, { updatedAt: "desc" }] });
  return rows.map(present);
}

export async function addKnowledge(db: Db, workspaceId: string, userId: string, input: KnowledgeInput) {
  const row = await db.$transaction(async (tx) => {
    const created = await tx.knowledgeEntry.create({
      data: { workspaceId, question: input.question, answer: input.answer, control: input.control || null, status: "draft" },
    });
    await recordAuditEvent(tx as Db, {
      workspaceId,
      action: "knowledge.added",
      actorType: "user",
      actorId: userId,
      detail: { entry_id: created.id },
    });
    return created;
  });
  return present(row);
}

/** Moves an entry of this workspace to `status`; null when the workspace has no such entry. */
export async function setKnowledgeStatus(
  db: Db,
  workspaceId: string,
  userId: string,
  id: string,
  status: "approved" | "retired",
  now: Date = clock().now(),
) {
  const changed = await db.$transaction(async (tx) => {
    const { count } = await tx.knowledgeEntry.updateMany({ where: { id, workspaceId }, data: { status, updatedAt: now } });
    if (count === 0) return false;
    await recordAuditEvent(tx as Db, {
      workspaceId,
      action: status === "approved" ? "knowledge.approved" : "knowledge.retired",
      actorType: "user",
      actorId: userId,
      detail: { entry_id: id },
    });
    return true;
  });
  if (!changed) return null;
  return present(await db.knowledgeEntry.findUniqueOrThrow({ where: { id } }));
}
