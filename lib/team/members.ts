// A workspace's members: list, change a role, remove, leave, hand ownership over, switch workspace. The
// last owner rule lives here: a workspace keeps at least one owner. Removing a member ends their sessions
// acting on the workspace and revokes the API keys they created in it. Each change takes a `record` that runs in
// its transaction, after it: the route's audit row commits with the change or neither does.
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import { Refusal } from "@/lib/platform/refusal";
import type { Role } from "@/lib/vocabulary/roles";
import { workspaceOfUser, type WorkspaceRef } from "@/lib/auth/workspaces";

export interface MemberView {
  user_id: string;
  email: string;
  role: string;
  email_confirmed: boolean;
  joined_at: string;
  you: boolean;
}

export async function listMembers(db: Db, workspaceId: string, me: string): Promise<MemberView[]> {
  const rows = await db.membership.findMany({
    where: { workspaceId },
    orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    select: { role: true, createdAt: true, user: { select: { id: true, email: true, emailConfirmedAt: true } } },
  });
  return rows.map((m) => ({
    user_id: m.user.id,
    email: m.user.email,
    role: m.role,
    email_confirmed: !!m.user.emailConfirmedAt,
    joined_at: m.createdAt.toISOString(),
    you: m.user.id === me,
  }));
}

async function membership(db: Db, workspaceId: string, userId: string) {
  const m = await db.membership.findUnique({ where: { userId_workspaceId: { userId, workspaceId } }, select: { role: true } });
  if (!m) throw new Refusal("not_found", { message: "No member with this user id in your workspace." });
  return m;
}

function lastOwner(what: string): Refusal {
  return new Refusal("last_owner", {
    message:
      `The workspace's last owner cannot ${what}: a workspace keeps at least one ` +
      `owner. Hand ownership to another member first (POST /api/workspace/ownership).`,
  });
}

async function ownerCount(db: Db, workspaceId: string): Promise<number> {
  return db.membership.count({ where: { workspaceId, role: "owner" } });
}

export async function changeRole(
  db: Db,
  workspaceId: string,
  userId: string,
  role: Role,
  record: InSameTransaction<{ previous: string }> = nothingMore,
): Promise<{ previous: string }> {
  const m = await membership(db, workspaceId, userId);
  if (m.role === "owner" && role !== "owner" && (await ownerCount(db, workspaceId)) <= 1) throw lastOwner("be demoted");
  return db.$transaction(async (tx) => {
    await tx.membership.update({ where: { userId_workspaceId: { userId, workspaceId } }, data: { role } });
    const changed = { previous: m.role };
    await record(tx as Db, changed);
    return changed;
  });
}

/** The user's sessions that act on this workspace: named by the switch, or unnamed while it is their first. */
async function sessionsActingOn(db: Db, workspaceId: string, userId: string): Promise<string[]> {
  const first = await workspaceOfUser(db, userId);
  const rows = await db.session.findMany({
    where: { userId, revokedAt: null, OR: [{ workspaceId }, ...(first?.id === workspaceId ? [{ workspaceId: null }] : [])] },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export async function removeMember(
  db: Db,
  workspaceId: string,
  userId: string,
  now: Date,
  record: InSameTransaction<{ sessionsEnded: number; keysRevoked: number }> = nothingMore,
): Promise<{ sessionsEnded: number; keysRevoked: number }> {
  const m = await membership(db, workspaceId, userId);
  if (m.role === "owner" && (await ownerCount(db, workspaceId)) <= 1) throw lastOwner("be removed");
  const sessions = await sessionsActingOn(db, workspaceId, userId);
  return db.$transaction(async (tx) => {
    await tx.membership.delete({ where: { userId_workspaceId: { userId, workspaceId } } });
    const ended = await tx.session.updateMany({ where: { id: { in: sessions }, revokedAt: null }, data: { revokedAt: now } });
    const keys = await tx.apiKey.updateMany({ where: { workspaceId, createdById: userId, revokedAt: null }, data: { revokedAt: now } });
    const removed = { sessionsEnded: ended.count, keysRevoked: keys.count };
    await record(tx as Db, removed);
    return removed;
  });
}

/** The member leaves; their session moves to another workspace of theirs (or none). */
export async function leaveWorkspace(
  db: Db,
  workspaceId: string,
  userId: string,
  record: InSameTransaction<WorkspaceRef | null> = nothingMore,
): Promise<WorkspaceRef | null> {
  const m = await membership(db, workspaceId, userId);
  if (m.role === "owner" && (await ownerCount(db, workspaceId)) <= 1) throw lastOwner("leave");
  return db.$transaction(async (tx) => {
    await tx.membership.delete({ where: { userId_workspaceId: { userId, workspaceId } } });
    const next = await workspaceOfUser(tx as Db, userId);
    await tx.session.updateMany({ where: { userId, workspaceId }, data: { workspaceId: next?.id ?? null } });
    await record(tx as Db, next);
    return next;
  });
}

/** The owner makes another member owner and becomes an admin, in one step. */
export async function handOverOwnership(
  db: Db,
  workspaceId: string,
  from: string,
  to: string,
  record: InSameTransaction<void> = nothingMore,
): Promise<void> {
  if (from === to)
    throw new Refusal("invalid_request", {
      message: "You are the owner already; name another member.",
      errors: [{ in: "body", name: "user_id", message: "is you" }],
    });
  await membership(db, workspaceId, to);
  await db.$transaction(async (tx) => {
    await tx.membership.update({ where: { userId_workspaceId: { userId: to, workspaceId } }, data: { role: "owner" } });
    await tx.membership.update({ where: { userId_workspaceId: { userId: from, workspaceId } }, data: { role: "admin" } });
    await record(tx as Db);
  });
}

export async function workspacesOfUser(db: Db, userId: string): Promise<(WorkspaceRef & { role: string })[]> {
  const rows = await db.membership.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: { workspace: { select: { id: true, slug: true, name: true } } },
  });
  return rows.map((m) => ({ ...m.workspace, role: m.role }));
}

/** Points the session at a workspace the caller has checked the user belongs to (inside the joining transaction). */
export async function pointSessionAt(db: Db, sessionId: string, workspaceId: string): Promise<void> {
  await db.session.update({ where: { id: sessionId }, data: { workspaceId } });
}

/** The user's membership of one workspace, as the switch answers it. */
export async function membershipRef(db: Db, userId: string, workspaceId: string): Promise<WorkspaceRef & { role: string }> {
  const m = await db.membership.findUniqueOrThrow({
    where: { userId_workspaceId: { userId, workspaceId } },
    include: { workspace: { select: { id: true, slug: true, name: true } } },
  });
  return { ...m.workspace, role: m.role };
}

/** Points the session at another of the user's workspaces (by slug); a workspace they are not in is 404. */
export async function switchWorkspace(db: Db, sessionId: string, userId: string, slug: string): Promise<WorkspaceRef & { role: string }> {
  const target = (await workspacesOfUser(db, userId)).find((w) => w.slug === slug);
  if (!target) throw new Refusal("not_found", { message: `You are not a member of a workspace "${slug}".` });
  await pointSessionAt(db, sessionId, target.id);
  return target;
}
