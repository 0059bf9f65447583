import type { Metadata } from "next";
import { listKnowledge } from "@/lib/knowledge/manage-knowledge";
import { DataTable, type Column } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "Knowledge base" };

export default async function KnowledgePage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const entries = await listKnowledge(db, me.workspace.id);
  const columns: Column<(typeof entries)[number]>[] = [
    { header: "Question", cell: (e) => e.question },
    { header: "Answer", cell: (e) => e.answer },
    { header: "Control", cell: (e) => e.control ?? "none" },
    { header: "Status", cell: (e) => e.status },
    {
      header: "Actions",
      cell: (e) => (
        <>
          {e.status !== "approved" && (
            <PostForm
              action={`/api/workspace/knowledge/${encodeURIComponent(e.id)}/approve`}
              submit="Approve"
              label={`Approve: ${e.question}`}
            />
          )}
          {e.status !== "retired" && (
            <PostForm
              action={`/api/workspace/knowledge/${encodeURIComponent(e.id)}/retire`}
              submit="Retire"
              label={`Retire: ${e.question}`}
            />
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <h1>Knowledge base</h1>
      <FormNotice {...msg} />
      <p>
        Questionnaire drafts (<code>POST /v1/questionnaire/answer</code>) use only <strong>approved</strong> entries, your
        company&apos;s witnessed facts and the control crosswalk. A new entry is a draft until you approve it; retire an entry when it
        no longer holds. Questions nothing covers are routed to a person, never answered by invention.
      </p>
      <Section id="add" title="Add an entry">
        <PostForm action="/api/workspace/knowledge" submit="Add as draft">
          <Field id="question" label="Question">
            <input id="question" name="question" required maxLength={600} size={70} />
          </Field>
          <Field id="answer" label="Approved wording of the answer">
            <textarea id="answer" name="answer" required maxLength={4000} rows={4} cols={70} />
          </Field>
          <Field id="control" label="Control id (optional, e.g. CC6.1 or A.8.24)">
            <input id="control" name="control" maxLength={40} />
          </Field>
        </PostForm>
      </Section>
      <Section id="entries" title="Entries">
        <DataTable rows={entries} rowKey={(e) => e.id} empty="No entries yet." columns={columns} />
      </Section>
    </>
  );
}
