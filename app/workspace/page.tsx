import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { currentSignedIn } from "@/lib/auth/session-route";
import { workspaceMembers } from "@/lib/auth/workspaces";
import { FormNotice, readNotice } from "../_components/form-notice";

export const metadata: Metadata = { title: "Workspace" };

export default async function WorkspacePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = await readNotice(searchParams);
  const db = await getDb();
  const [members, companies] = await Promise.all([
    workspaceMembers(db, me.workspace.id),
    db.company.findMany({
      where: { workspaceId: me.workspace.id },
      select: { slug: true, name: true, domain: true, lastReadingAt: true },
      orderBy: { name: "asc" },
    }),
  ]);
  return (
    <>
      <h1>{me.workspace.name}</h1>
      <FormNotice {...msg} />
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
            <a href="/workspace/ai-systems">AI systems (EU AI Act)</a>
          </li>
          <li>
            <a href="/workspace/endpoints">Webhook endpoints and delivery log</a>
          </li>
          <li>
            <a href="/workspace/alerts">Alert destinations</a>
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
            <li key={c.slug}>
              {c.name}
              {c.domain ? (
                <>
                  {" "}
                  (<code>{c.domain}</code>; last read{" "}
                  {c.lastReadingAt ? <time dateTime={c.lastReadingAt.toISOString()}>{c.lastReadingAt.toISOString()}</time> : "never"}){" "}
                  <form method="post" action={`/api/workspace/companies/${encodeURIComponent(c.slug)}/reread`}>
                    <button type="submit">Re-read now</button>
                  </form>{" "}
                  <small>(at most once per ten minutes)</small>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No company belongs to this workspace yet.</p>
      )}
    </>
  );
}
