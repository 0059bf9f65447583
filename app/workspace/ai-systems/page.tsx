import type { Metadata } from "next";
import { listSystems } from "@/lib/eu-ai-act/manage-systems";
import { currentRuleSet } from "@/lib/eu-ai-act/rule-set-store";
import { TIER_LABELS, WHAT_IT_DOES_NOT, WHAT_IT_ESTABLISHES } from "@/lib/http/eu-forward/texts";
import { EuQuestionnaire } from "@/lib/transports/pages/components/eu-questionnaire";
import { DataTable, type Column } from "@/app/_components/data-table";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "AI systems (EU AI Act)" };

export default async function AiSystemsPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const set = await currentRuleSet(db);
  const systems = await listSystems(db, me.workspace.id);
  const changes = await db.euRuleChange.count();
  const recent = await db.euRuleChange.findMany({ orderBy: { seq: "desc" }, take: 10 });
  const columns: Column<(typeof systems)[number]>[] = [
    { header: "System", cell: (s) => <a href={`/workspace/ai-systems/${encodeURIComponent(s.id)}`}>{s.name}</a> },
    { header: "Classification", cell: (s) => (s.classification ? TIER_LABELS[s.classification.tier] : "not classified") },
    {
      header: "Rule set",
      cell: (s) => (
        <>
          version {s.classification?.rule_set_version ?? "none"}
          {s.classification && s.classification.rule_set_version < s.current_rule_set_version
            ? ` (version ${s.current_rule_set_version} published since)`
            : ""}
        </>
      ),
    },
    { header: "Auto-update", cell: (s) => (s.subscribed ? "subscribed" : "off") },
  ];
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
      <Section id="systems" title="Your systems">
        <DataTable rows={systems} rowKey={(s) => s.id} empty="No AI system described yet." columns={columns} />
      </Section>
      <Section id="describe" title="Describe a system">
        <PostForm action="/api/eu/systems" submit="Save and classify">
          <EuQuestionnaire idPrefix="new" />
        </PostForm>
      </Section>
      <Section id="changes" title="Rule-set changes">
        <p>
          The latest of {changes} change{changes === 1 ? "" : "s"} across published versions, newest first. The full feed, oldest
          first: <a href="/api/eu/changes">/api/eu/changes</a>.
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
      </Section>
    </>
  );
}
