import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { currentSignedIn } from "@/lib/auth/session-route";
import { workspaceMembers } from "@/lib/auth/workspaces";

export const metadata: Metadata = { title: "Workspace" };

export default async function WorkspacePage() {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const db = await getDb();
  const [members, companies] = await Promise.all([
    workspaceMembers(db, me.workspace.id),
    db.company.findMany({ where: { workspaceId: me.workspace.id }, select: { slug: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  return (
    <>
      <h1>{me.workspace.name}</h1>
      <p>
        Workspace <code>{me.workspace.slug}</code>. You are its {me.workspace.role}.
      </p>
      <nav aria-label="Workspace">
        <ul>
          <li>
            <a href="/workspace/keys">API keys</a>
          </li>
          <li>
            <a href="/workspace/knowledge">Knowledge base</a>
          </li>
          <li>
            <a href="/workspace/audit">Audit log</a>
          </li>
          <li>
            <a href="/account/security">Account security</a>
          </li>
        </ul>
      </nav>
      <h2>Members</h2>
      <ul>
        {members.map((m) => (
          <li key={m.user.email}>
            {m.user.email}: {m.role}
            {m.user.emailConfirmedAt ? "" : " (address not confirmed)"}
          </li>
        ))}
      </ul>
      <h2>Companies</h2>
      {companies.length ? (
        <ul>
          {companies.map((c) => (
            <li key={c.slug}>{c.name}</li>
          ))}
        </ul>
      ) : (
        <p>No company belongs to this workspace yet.</p>
      )}
    </>
  );
}
