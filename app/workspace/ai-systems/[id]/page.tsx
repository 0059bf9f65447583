import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readStatus } from "@/lib/eu-ai-act/compliance-status";
import { listDisclosures } from "@/lib/eu-ai-act/disclosures";
import { classificationHistory, readSystem } from "@/lib/eu-ai-act/manage-systems";
import { TIER_LABELS, WHAT_IT_DOES_NOT, WHAT_IT_ESTABLISHES } from "@/lib/http/eu-forward/texts";
import { EuQuestionnaire } from "@/lib/transports/pages/components/eu-questionnaire";
import { DataTable } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { LinkList } from "@/app/_components/link-list";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "AI system (EU AI Act)" };

type Props = { params: Promise<{ id: string }>; searchParams: PageSearch };

const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) + " UTC" : "never");

export default async function AiSystemPage({ params, searchParams }: Props) {
  const { me, msg, db } = await signedInPage(searchParams);
  const { id } = await params;
  const system = await readSystem(db, me.workspace.id, id);
  if (!system) notFound();
  const [disclosures, status, history] = await Promise.all([
    listDisclosures(db, me.workspace.id, id),
    readStatus(db, me.workspace.id, id),
    classificationHistory(db, me.workspace.id, id),
  ]);
  const c = system.classification;
  const base = `/api/eu/systems/${encodeURIComponent(system.id)}`;
  return (
    <>
      <p>
        <a href="/workspace/ai-systems">All AI systems</a>
      </p>
      <h1>{system.name}</h1>
      <FormNotice {...msg} />
      {system.archived_at ? (
        <p>Archived on {when(system.archived_at)}: kept with its history, no longer listed or re-classified.</p>
      ) : null}
      <p>{WHAT_IT_ESTABLISHES}</p>
      <p>
        <strong>{WHAT_IT_DOES_NOT}</strong>
      </p>

      <Section id="findings" title="Findings">
        {c ? (
          <>
            <p>
              {TIER_LABELS[c.tier]}, under rule set version {c.rule_set_version}, classified {when(c.classified_at)}.
              {c.rule_set_version < system.current_rule_set_version
                ? ` Version ${system.current_rule_set_version} has been published since: classify again or subscribe to updates.`
                : ""}
            </p>
            <ul>
              {c.findings.map((f) => (
                <li key={f.rule_id}>
                  <strong>{f.status === "applies" ? f.message : `${f.article}: ${f.message}`}</strong>{" "}
                  {f.annex_point ? `(${f.annex_point}) ` : ""}
                  Applies from {f.effective_from}. {f.wording}{" "}
                  {f.triggered_by.length ? (
                    <>Triggered by: {f.triggered_by.map((t) => `${t.question} = ${t.answer}`).join(", ")}. </>
                  ) : null}
                  <a href={f.source}>Source: Regulation (EU) 2024/1689{f.status === "applies" ? "" : ` (${f.rule_id})`}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Not classified yet.</p>
        )}
        <PostForm action={`${base}/classification`} submit="Classify again with the current rule set" />
      </Section>

      <Section id="disclosures" title="Article 50 disclosures">
        {disclosures?.length ? (
          disclosures.map((d) => (
            <PostForm key={d.duty} action={`${base}/disclosures/${d.duty}`} submit={<>Save {d.title.toLowerCase()}</>}>
              <h3>
                {d.title} ({d.article}){d.applies ? "" : ": no longer applies"}
              </h3>
              <p>Where and when: {d.placement}</p>
              <p>
                {d.origin === "company-declared"
                  ? `Your declaration, saved ${when(d.updated_at)}.`
                  : "A draft by the service: edit it and save it to make it your declaration."}
              </p>
              <Field id={`disclosure-${d.duty}`} label="Disclosure text">
                <textarea
                  id={`disclosure-${d.duty}`}
                  name="text"
                  required
                  maxLength={2000}
                  rows={3}
                  cols={70}
                  defaultValue={d.text}
                />
              </Field>
              <p>
                <input type="checkbox" id={`public-${d.duty}`} name="show_publicly" value="yes" defaultChecked={d.show_publicly} />{" "}
                <label htmlFor={`public-${d.duty}`}>Show it in our public AI profile as our own declaration (company-declared)</label>
              </p>
            </PostForm>
          ))
        ) : (
          <p>No Article 50 transparency duty applies under the current classification.</p>
        )}
      </Section>

      <Section id="status" title="Compliance status">
        <p>{status?.note}</p>
        {status?.obligations.length ? (
          <>
            <p>
              {status.met} marked met, {status.unmet} unmet.
            </p>
            <DataTable
              rows={status.obligations}
              rowKey={(o) => o.obligation_id}
              columns={[
                {
                  header: "Obligation",
                  cell: (o) => (
                    <>
                      {o.article}: {o.text} ({o.role === "any" ? "providers and deployers" : `${o.role}s`})
                    </>
                  ),
                },
                { header: "Applies from", cell: (o) => o.applies_from },
                {
                  header: "State",
                  cell: (o) => (
                    <>
                      {o.state}
                      {o.marked_by_company ? `, marked by you ${when(o.updated_at)}` : ", not marked"}
                      {o.evidence_links.length ? <LinkList links={o.evidence_links.map((l) => [l, l] as const)} /> : null}
                    </>
                  ),
                },
                {
                  header: "Mark",
                  cell: (o) => (
                    <PostForm action={`${base}/status/${o.obligation_id}`} submit={<>Save {o.obligation_id}</>}>
                      <label htmlFor={`state-${o.obligation_id}`}>State of {o.obligation_id}</label>{" "}
                      <select id={`state-${o.obligation_id}`} name="state" defaultValue={o.state}>
                        <option value="unmet">unmet</option>
                        <option value="met">met</option>
                      </select>
                      <br />
                      <label htmlFor={`evidence-${o.obligation_id}`}>Evidence links, one per line</label>
                      <br />
                      <textarea
                        id={`evidence-${o.obligation_id}`}
                        name="evidence_links"
                        rows={2}
                        cols={30}
                        defaultValue={o.evidence_links.join("\n")}
                      />
                      <br />
                    </PostForm>
                  ),
                },
              ]}
            />
          </>
        ) : (
          <p>No obligation follows from the current findings.</p>
        )}
      </Section>

      <Section id="updates" title="Rule-set updates">
        <p>
          {system.subscribed
            ? "Subscribed: when a new rule-set version is published this system is classified again and the differences are recorded below."
            : "Not subscribed: a new rule-set version does not change this system's classification until you classify it again."}
        </p>
        <PostForm
          action={`${base}/subscription`}
          submit={system.subscribed ? "Stop automatic re-classification" : "Subscribe to rule-set updates"}
        >
          <input type="hidden" name="subscribed" value={system.subscribed ? "no" : "yes"} />
        </PostForm>
      </Section>

      <Section id="history" title="Change history">
        <ol>
          {(history ?? []).map((h) => (
            <li key={h.id}>
              {when(h.classified_at)}: {TIER_LABELS[h.tier]} under rule set version {h.rule_set_version} (
              {h.trigger.replace("_", " ")}).{" "}
              {h.differences.findings.length
                ? `Changes: ${h.differences.findings.map((d) => `${d.rule_id} (${d.article}) ${d.change}`).join("; ")}.`
                : "No finding changed."}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="edit" title="Questionnaire">
        <PostForm action={base} submit="Save answers and classify again">
          <EuQuestionnaire idPrefix="edit" name={system.name} details={system.details} answers={system.answers} />
        </PostForm>
        {system.archived_at ? null : <PostForm action={`${base}/archive`} submit="Archive this system" />}
      </Section>
    </>
  );
}
