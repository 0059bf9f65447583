// The web host's signed-in user, read from the session cookie's value: the authorization server signs
// nobody in itself, it relies on the same session (and two-factor step) as every other page.
import { getDb } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { activeSession, unsealSessionId, type ActiveSession } from "@/lib/auth/sessions";
import { workspaceOfUser, type WorkspaceRef } from "@/lib/auth/workspaces";

export interface WebSessionUser {
  id: string;
  email: string;
  workspace: WorkspaceRef;
}

export async function webSessionUser(sealed: string | undefined): Promise<WebSessionUser | null> {
  if (!sealed) return null;
  const db = await getDb();
  const session: ActiveSession | null = await activeSession(db, await unsealSessionId(sealed), clock().now());
  if (!session) return null;
  const workspace = await workspaceOfUser(db, session.userId, session.workspaceId);
  return workspace
    ? { id: session.userId, email: session.user.email, workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name } }
    : null;
}
