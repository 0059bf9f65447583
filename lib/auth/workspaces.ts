// Workspaces and their members. A session acts on the workspace it names (the switch sets it), else on the
// user's first membership (sign-up creates it); the workspace always comes from the signed-in user or the
// credential, never from the request.
import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";

export interface WorkspaceRef {
  id: string;
  slug: string;
  name: string;
}

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return base || "workspace";
}

export async function createWorkspace(db: Db, name: string, ownerId: string): Promise<WorkspaceRef> {
  const base = slugify(name);
  for (let attempt = 0; ; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
    if (await db.workspace.findUnique({ where: { slug }, select: { id: true } })) continue;
    const id = `ws_${randomBytes(12).toString("base64url")}`;
    const ws = await db.workspace.create({ data: { id, slug, name, memberships: { create: { userId: ownerId, role: "owner" } } } });
    return { id: ws.id, slug: ws.slug, name: ws.name };
  }
}

/** The workspace a user acts on: `preferred` (a session's current one) while they belong to it, else their first. */
export async function workspaceOfUser(
  db: Db,
  userId: string,
  preferred?: string | null,
): Promise<(WorkspaceRef & { role: string }) | null> {
  if (preferred) {
    const m = await db.membership.findUnique({
      where: { userId_workspaceId: { userId, workspaceId: preferred } },
      include: { workspace: { select: { id: true, slug: true, name: true } } },
    });
    if (m) return { ...m.workspace, role: m.role };
  }
  const m = await db.membership.findFirst({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: { workspace: { select: { id: true, slug: true, name: true } } },
  });
  return m ? { ...m.workspace, role: m.role } : null;
}

export function workspaceMembers(db: Db, workspaceId: string) {
  return db.membership.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "asc" },
    select: { role: true, createdAt: true, user: { select: { email: true, emailConfirmedAt: true } } },
  });
}
