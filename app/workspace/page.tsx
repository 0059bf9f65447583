import type { Metadata } from "next";
import { workspaceMembers } from "@/lib/auth/workspaces";
import { clock } from "@/lib/platform/clock";
import { newCount } from "@/lib/inbox/requests";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { LinkList } from "@/app/_components/link-list";
import { PostForm } from "@/app/_components/post-form";
import { signedInPage } from "@/app/_components/signed-in-page";
import { listClaims } from "@/lib/companies/claims";
import { CompanyClaims } from "@/app/workspace/_components/company-claims";

export const metadata: Metadata = { title: "Workspace" };

const MENU = [
  ["/workspace/members", "Members and roles"],
  ["/workspace/keys", "API keys"],
  ["/workspace/knowledge", "Knowledge base"],
  ["/workspace/ai-systems", "AI systems (EU AI Act)"],
  ["/workspace/endpoints", "Webhook endpoints and delivery log"],
  ["/workspace/alerts", "Alert destinations"],
  ["/workspace/connectors", "Connected sources"],
  ["/workspace/audit", "Audit log"],
  ["/account/security", "Account security"],
] as const;

export default async function WorkspacePage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const [members, companies, claims, fresh] = await Promise.all([
    workspaceMembers(db, me.workspace.id),
    db.company.findMany({
      where: { workspaceId: me.workspace.id },
      select: {
        slug: true,
        name: true,
        domain: true,
        lastReadingAt: true,
        _count: { select: { subscriptions: { where: { confirmedAt: { not: null } } } } },
      },
      orderBy: { name: "asc" },
    }),
    listClaims(db, me.workspace.id),
    newCount(db, me.workspace.id, clock().now()),
  ]);
  // The inbox first, with its count of new requests.
  const menu = [["/workspace/inbox", `Inbox (${fresh} new)`] as const, ...MENU];
  return (
    <>
      <h1>{me.workspace.name}</h1>
      <FormNotice {...msg} />
      <p>
        Workspace <code>{me.workspace.slug}</code>. You are its {me.workspace.role}.
      </p>
      <nav aria-label="Workspace">
        <LinkList links={menu} />
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
              {`${c.name} (${c._count.subscriptions} subscriber${c._count.subscriptions === 1 ? "" : "s"})`}
              {c.domain ? (
                <>
                  {" "}
                  (<code>{c.domain}</code>; last read{" "}
                  {c.lastReadingAt ? <time dateTime={c.lastReadingAt.toISOString()}>{c.lastReadingAt.toISOString()}</time> : "never"}){" "}
                  <PostForm action={`/api/workspace/companies/${encodeURIComponent(c.slug)}/reread`} submit="Re-read now" />{" "}
                  <small>(at most once per ten minutes)</small>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No company belongs to this workspace yet: add one by its domain below.</p>
      )}
      <CompanyClaims claims={claims} />
    </>
  );
}
