import type { Metadata } from "next";
import { clock } from "@/lib/platform/clock";
import { Section } from "@/lib/transports/pages/components/section";
import { openInvitations } from "@/lib/team/invitations";
import { listMembers, workspacesOfUser, type MemberView } from "@/lib/team/members";
import { ROLES, roleAllows } from "@/lib/vocabulary/roles";
import { DataTable, type Column } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "Members" };

export default async function MembersPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const admin = roleAllows(me.workspace.role, "admin");
  const owner = me.workspace.role === "owner";
  const [members, invitations, workspaces] = await Promise.all([
    listMembers(db, me.workspace.id, me.user.id),
    admin ? openInvitations(db, me.workspace.id, clock().now()) : Promise.resolve([]),
    workspacesOfUser(db, me.user.id),
  ]);
  const columns: Column<MemberView>[] = [
    {
      header: "Member",
      rowHeader: true,
      cell: (m) => `${m.email}${m.you ? " (you)" : ""}${m.email_confirmed ? "" : " (address not confirmed)"}`,
    },
    { header: "Role", cell: (m) => m.role },
    { header: "Joined", cell: (m) => <time dateTime={m.joined_at}>{m.joined_at}</time> },
  ];
  if (owner) {
    columns.push({
      header: "Actions",
      cell: (m) => (
        <>
          <PostForm
            action={`/api/workspace/members/${encodeURIComponent(m.user_id)}/role`}
            submit="Change role"
            label={`Change the role of ${m.email}`}
          >
            <label htmlFor={`role-${m.user_id}`}>Role of {m.email}</label>{" "}
            <select id={`role-${m.user_id}`} name="role" defaultValue={m.role}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </PostForm>
          {m.you ? null : (
            <PostForm
              action={`/api/workspace/members/${encodeURIComponent(m.user_id)}/remove`}
              submit="Remove"
              label={`Remove ${m.email}`}
            />
          )}
        </>
      ),
    });
  }
  return (
    <>
      <h1>Members of {me.workspace.name}</h1>
      <FormNotice {...msg} />
      <p>
        You are its {me.workspace.role}. Owners change roles, remove members and hand ownership over; owners and admins invite and
        answer the inbox; every member reads it. A workspace keeps at least one owner.
      </p>
      <Section id="members" title="Members">
        <DataTable rows={members} rowKey={(m) => m.user_id} columns={columns} />
      </Section>
      {admin ? (
        <Section id="invite" title="Invite someone">
          <PostForm action="/api/workspace/invitations" submit="Send invitation">
            <Field id="invite-email" label="Email address">
              <input id="invite-email" name="email" type="email" required size={40} />
            </Field>
            <Field id="invite-role" label="Role">
              <select id="invite-role" name="role" defaultValue="member">
                <option value="member">member</option>
                <option value="admin">admin</option>
              </select>
            </Field>
          </PostForm>
          <p>The link works once, for 7 days; inviting the same address again replaces it. At most 50 open invitations.</p>
          <DataTable
            rows={invitations}
            rowKey={(i) => i.id}
            empty="No open invitations."
            columns={[
              { header: "Invited", rowHeader: true, cell: (i) => i.email },
              { header: "Role", cell: (i) => i.role },
              { header: "By", cell: (i) => i.invited_by ?? "" },
              { header: "Expires", cell: (i) => <time dateTime={i.expires_at}>{i.expires_at}</time> },
            ]}
          />
        </Section>
      ) : null}
      {owner && members.length > 1 ? (
        <Section id="ownership" title="Hand ownership over">
          <PostForm action="/api/workspace/ownership" submit="Hand ownership over">
            <Field id="new-owner" label="New owner">
              <select id="new-owner" name="user_id" required>
                {members
                  .filter((m) => !m.you)
                  .map((m) => (
                    <option key={m.user_id} value={m.user_id}>
                      {m.email}
                    </option>
                  ))}
              </select>
            </Field>
          </PostForm>
          <p>You become an admin.</p>
        </Section>
      ) : null}
      <Section id="workspaces" title="Your workspaces">
        {workspaces.length > 1 ? (
          <PostForm action="/api/account/workspaces/switch" submit="Switch">
            <Field id="switch-to" label="Act on">
              <select id="switch-to" name="workspace" defaultValue={me.workspace.slug}>
                {workspaces.map((w) => (
                  <option key={w.id} value={w.slug}>
                    {w.name} ({w.role})
                  </option>
                ))}
              </select>
            </Field>
          </PostForm>
        ) : (
          <p>You belong to this workspace only.</p>
        )}
        <PostForm action="/api/workspace/leave" submit={`Leave ${me.workspace.name}`} />
      </Section>
    </>
  );
}
