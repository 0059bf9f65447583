import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentSignedIn } from "@/lib/auth/session-route";
import { getDb } from "@/lib/db/client";
import { listSystems } from "@/lib/eu-ai-act/manage-systems";
import { currentRuleSet } from "@/lib/eu-ai-act/rule-set-store";
import { TIER_LABELS, WHAT_IT_DOES_NOT, WHAT_IT_ESTABLISHES } from "@/lib/eu-ai-act/web/texts";
import { EuQuestionnaire } from "@/lib/pages/components/eu-questionnaire";
import { FormNotice, readNotice } from "../../_components/form-notice";

export const metadata: Metadata = { title: "AI systems (EU AI Act)" };

export default async function AiSystemsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = await readNotice(searchParams);
  const db = await getDb();
  const set = await currentRuleSet(db);
  const systems = await listSystems(db, me.workspace.id);
  const changes = await db.euRuleChange.count();
  const recent = await db.euRuleChange.findMany({ orderBy: { seq: "desc" }, take: 10 });
  return (
    <>
      <h1>AI systems (EU AI Act)</h1>
      <FormNotice {...msg} />
      <p>{WHAT_IT_ESTABLISHES}</p>
      <p>
        <strong>{WHAT_IT_DOES_NOT}</strong>
      </p>
      <p>
        Rule set version {set.version} is in force here. {set.note}
      </p>
      <section aria-labelledby="systems">
        <h2 id="systems">Your systems</h2>
        {systems.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">System</th>
                <th scope="col">Classification</th>
                <th scope="col">Rule set</th>
                <th scope="col">Auto-update</th>
              </tr>
            </thead>
            <tbody>
              {systems.map((s) => (
                <tr key={s.id}>
                  <td>
                    <a href={`/workspace/ai-systems/${encodeURIComponent(s.id)}`}>{s.name}</a>
                  </td>
                  <td>{s.classification ? TIER_LABELS[s.classification.tier] : "not classified"}</td>
                  <td>
                    version {s.classification?.rule_set_version ?? "none"}
                    {s.classification && s.classification.rule_set_version < s.current_rule_set_version
                      ? ` (version ${s.current_rule_set_version} published since)`
                      : ""}
                  </td>
                  <td>{s.subscribed ? "subscribed" : "off"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No AI system described yet.</p>
        )}
      </section>
      <section aria-labelledby="describe">
        <h2 id="describe">Describe a system</h2>
        <form method="post" action="/api/eu/systems">
          <EuQuestionnaire idPrefix="new" />
          <button type="submit">Save and classify</button>
        </form>
      </section>
      <section aria-labelledby="changes">
        <h2 id="changes">Rule-set changes</h2>
        <p>
          The latest of {changes} change{changes === 1 ? "" : "s"} across published versions, newest first. The full feed, oldest first:{" "}
          <a href="/api/eu/changes">/api/eu/changes</a>.
        </p>
        {recent.length ? (
          <ul>
            {recent.map((c) => (
              <li key={c.seq}>
                Version {c.version}: {c.change} {c.ruleId} ({c.article}), published {c.publishedAt.toISOString().slice(0, 10)}
              </li>
            ))}
          </ul>
        ) : (
          <p>No change recorded yet.</p>
        )}
      </section>
    </>
  );
}
