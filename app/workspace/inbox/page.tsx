import type { Metadata } from "next";
import { clock } from "@/lib/platform/clock";
import { listInbox, newCount, type InboxItem } from "@/lib/inbox/requests";
import { Section } from "@/lib/transports/pages/components/section";
import { INBOX_KINDS, INBOX_STATES, InboxQuerySchema } from "@/lib/schemas/inbox";
import { roleAllows } from "@/lib/vocabulary/roles";
import { DataTable, type Column } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "Inbox" };

function AnswerForm({ item }: { item: InboxItem }) {
  const id = item.id;
  return (
    <PostForm action={`/api/workspace/requests/${encodeURIComponent(id)}/answer`} submit="Send answer" label={`Answer request ${id}`}>
      <Field id={`decision-${id}`} label="Decision">
        <select id={`decision-${id}`} name="decision" defaultValue="share">
          <option value="share">share</option>
          <option value="decline">decline</option>
        </select>
      </Field>
      <Field id={`link-${id}`} label="Link to the document (https)">
        <input id={`link-${id}`} name="document_url" type="url" pattern="https://.*" size={40} />
      </Field>
      <Field id={`message-${id}`} label="Message">
        <input id={`message-${id}`} name="message" size={40} maxLength={2000} />
      </Field>
    </PostForm>
  );
}

export default async function InboxPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const parsed = InboxQuerySchema.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { limit: 25 };
  const admin = roleAllows(me.workspace.role, "admin");
  const now = clock().now();
  const [page, fresh] = await Promise.all([
    listInbox(db, { workspaceId: me.workspace.id, ...query, showAddress: admin, now }).catch(() => ({
      items: [],
      next_cursor: null,
    })),
    newCount(db, me.workspace.id, now),
  ]);
  const columns: Column<InboxItem>[] = [
    { header: "Received", cell: (i) => <time dateTime={i.created_at}>{i.created_at}</time> },
    { header: "Company", cell: (i) => <code>{i.company}</code> },
    { header: "Kind", cell: (i) => (i.kind === "access_request" ? `document: ${i.document}` : "buyer intent") },
    {
      header: "From",
      cell: (i) => [i.name, i.buyer_company, admin ? i.email : null].filter(Boolean).join(", ") || "(not given)",
    },
    { header: "Message", cell: (i) => i.message ?? "" },
    {
      header: "State",
      cell: (i) => (i.answer ? `${i.state} by ${i.answer.answered_by ?? "a former member"} at ${i.answer.answered_at}` : i.state),
    },
  ];
  if (admin) columns.push({ header: "Answer", cell: (i) => (i.answer ? (i.answer.document_url ?? "") : <AnswerForm item={i} />) });
  const filters = { kind: "kind" in query ? query.kind : undefined, state: "state" in query ? query.state : undefined };
  const next = page.next_cursor
    ? `/workspace/inbox?${new URLSearchParams({
        ...(filters.kind ? { kind: filters.kind } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        cursor: page.next_cursor,
      })}`
    : null;
  return (
    <>
      <h1>Inbox</h1>
      <FormNotice {...msg} />
      <p>
        Document requests and buyer intents sent to your companies: {fresh} new. Unanswered requests expire after 30 days.{" "}
        {admin ? "Answering mails the requester once." : "Owners and admins answer them and see the requesters' addresses."}
      </p>
      <form method="get" action="/workspace/inbox">
        <Field id="kind" label="Kind">
          <select id="kind" name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">all</option>
            {INBOX_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </Field>
        <Field id="state" label="State">
          <select id="state" name="state" defaultValue={filters.state ?? ""}>
            <option value="">all</option>
            {INBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">Filter</button>
      </form>
      <Section id="requests" title="Requests">
        <DataTable rows={page.items} rowKey={(i) => i.id} empty="No requests." columns={columns} />
        {next ? <a href={next}>Older requests</a> : null}
      </Section>
    </>
  );
}
