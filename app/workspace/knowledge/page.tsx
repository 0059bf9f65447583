import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentSignedIn } from "@/lib/auth/session-route";
import { getDb } from "@/lib/db/client";
import { listKnowledge } from "@/lib/knowledge/manage-knowledge";
import { FormNotice, readNotice } from "../../_components/form-notice";

export const metadata: Metadata = { title: "Knowledge base" };

export default async function KnowledgePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = await readNotice(searchParams);
  const entries = await listKnowledge(await getDb(), me.workspace.id);
  return (
    <>
      <h1>Knowledge base</h1>
      <FormNotice {...msg} />
      <p>
        Questionnaire drafts (<code>POST /v1/questionnaire/answer</code>) use only <strong>approved</strong> entries, your company&apos;s witnessed facts and
        the control crosswalk. A new entry is a draft until you approve it; retire an entry when it no longer holds. Questions nothing covers are routed to a
        person, never answered by invention.
      </p>
      <section aria-labelledby="add">
        <h2 id="add">Add an entry</h2>
        <form method="post" action="/api/workspace/knowledge">
          <p>
            <label htmlFor="question">Question</label>
            <br />
            <input id="question" name="question" required maxLength={600} size={70} />
          </p>
          <p>
            <label htmlFor="answer">Approved wording of the answer</label>
            <br />
            <textarea id="answer" name="answer" required maxLength={4000} rows={4} cols={70} />
          </p>
          <p>
            <label htmlFor="control">Control id (optional, e.g. CC6.1 or A.8.24)</label>
            <br />
            <input id="control" name="control" maxLength={40} />
          </p>
          <button type="submit">Add as draft</button>
        </form>
      </section>
      <section aria-labelledby="entries">
        <h2 id="entries">Entries</h2>
        {entries.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Answer</th>
                <th scope="col">Control</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.question}</td>
                  <td>{e.answer}</td>
                  <td>{e.control ?? "none"}</td>
                  <td>{e.status}</td>
                  <td>
                    {e.status !== "approved" && (
                      <form method="post" action={`/api/workspace/knowledge/${encodeURIComponent(e.id)}/approve`}>
                        <button type="submit" aria-label={`Approve: ${e.question}`}>
                          Approve
                        </button>
                      </form>
                    )}
                    {e.status !== "retired" && (
                      <form method="post" action={`/api/workspace/knowledge/${encodeURIComponent(e.id)}/retire`}>
                        <button type="submit" aria-label={`Retire: ${e.question}`}>
                          Retire
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No entries yet.</p>
        )}
      </section>
    </>
  );
}
