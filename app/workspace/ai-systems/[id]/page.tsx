import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { currentSignedIn } from "@/lib/auth/session-route";
import { getDb } from "@/lib/db/client";
import { readStatus } from "@/lib/eu-ai-act/compliance-status";
import { listDisclosures } from "@/lib/eu-ai-act/disclosures";
import { classificationHistory, readSystem } from "@/lib/eu-ai-act/manage-systems";
import { TIER_LABELS, WHAT_IT_DOES_NOT, WHAT_IT_ESTABLISHES } from "@/lib/eu-ai-act/web/texts";
import { EuQuestionnaire } from "@/lib/pages/components/eu-questionnaire";
import { FormNotice, readNotice } from "../../../_components/form-notice";

export const metadata: Metadata = { title: "AI system (EU AI Act)" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) + " UTC" : "never");

export default async function AiSystemPage({ params, searchParams }: Props) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const { id } = await params;
  const msg = await readNotice(searchParams);
  const db = await getDb();
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
      {system.archived_at ? <p>Archived on {when(system.archived_at)}: kept with its history, no longer listed or re-classified.</p> : null}
      <p>{WHAT_IT_ESTABLISHES}</p>
      <p>
        <strong>{WHAT_IT_DOES_NOT}</strong>
      </p>

      <section aria-labelledby="findings">
        <h2 id="findings">Findings</h2>
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
                  <strong>{f.status === "applies" ? f.message : `${f.article}: ${f.message}`}</strong> {f.annex_point ? `(${f.annex_point}) ` : ""}
                  Applies from {f.effective_from}. {f.wording}{" "}
                  {f.triggered_by.length ? <>Triggered by: {f.triggered_by.map((t) => `${t.question} = ${t.answer}`).join(", ")}. </> : null}
                  <a href={f.source}>Source: Regulation (EU) 2024/1689{f.status === "applies" ? "" : ` (${f.rule_id})`}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Not classified yet.</p>
        )}
        <form method="post" action={`${base}/classification`}>
          <button type="submit">Classify again with the current rule set</button>
        </form>
      </section>

      <section aria-labelledby="disclosures">
        <h2 id="disclosures">Article 50 disclosures</h2>
        {disclosures?.length ? (
          disclosures.map((d) => (
            <form key={d.duty} method="post" action={`${base}/disclosures/${d.duty}`}>
              <h3>
                {d.title} ({d.article}){d.applies ? "" : ": no longer applies"}
              </h3>
              <p>Where and when: {d.placement}</p>
              <p>
                {d.origin === "company-declared"
                  ? `Your declaration, saved ${when(d.updated_at)}.`
                  : "A draft by the service: edit it and save it to make it your declaration."}
              </p>
              <p>
                <label htmlFor={`disclosure-${d.duty}`}>Disclosure text</label>
                <br />
                <textarea id={`disclosure-${d.duty}`} name="text" required maxLength={2000} rows={3} cols={70} defaultValue={d.text} />
              </p>
              <p>
                <input type="checkbox" id={`public-${d.duty}`} name="show_publicly" value="yes" defaultChecked={d.show_publicly} />{" "}
                <label htmlFor={`public-${d.duty}`}>Show it in our public AI profile as our own declaration (company-declared)</label>
              </p>
              <button type="submit">Save {d.title.toLowerCase()}</button>
            </form>
          ))
        ) : (
          <p>No Article 50 transparency duty applies under the current classification.</p>
        )}
      </section>

      <section aria-labelledby="status">
        <h2 id="status">Compliance status</h2>
        <p>{status?.note}</p>
        {status?.obligations.length ? (
          <>
            <p>
              {status.met} marked met, {status.unmet} unmet.
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Obligation</th>
                  <th scope="col">Applies from</th>
                  <th scope="col">State</th>
                  <th scope="col">Mark</th>
                </tr>
              </thead>
              <tbody>
                {status.obligations.map((o) => (
                  <tr key={o.obligation_id}>
                    <td>
                      {o.article}: {o.text} ({o.role === "any" ? "providers and deployers" : `${o.role}s`})
                    </td>
                    <td>{o.applies_from}</td>
                    <td>
                      {o.state}
                      {o.marked_by_company ? `, marked by you ${when(o.updated_at)}` : ", not marked"}
                      {o.evidence_links.length ? (
                        <ul>
                          {o.evidence_links.map((l) => (
                            <li key={l}>
                              <a href={l}>{l}</a>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                    <td>
                      <form method="post" action={`${base}/status/${o.obligation_id}`}>
                        <label htmlFor={`state-${o.obligation_id}`}>State of {o.obligation_id}</label>{" "}
                        <select id={`state-${o.obligation_id}`} name="state" defaultValue={o.state}>
                          <option value="unmet">unmet</option>
                          <option value="met">met</option>
                        </select>
                        <br />
                        <label htmlFor={`evidence-${o.obligation_id}`}>Evidence links, one per line</label>
                        <br />
                        <textarea id={`evidence-${o.obligation_id}`} name="evidence_links" rows={2} cols={30} defaultValue={o.evidence_links.join("\n")} />
                        <br />
                        <button type="submit">Save {o.obligation_id}</button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p>No obligation follows from the current findings.</p>
        )}
      </section>

      <section aria-labelledby="updates">
        <h2 id="updates">Rule-set updates</h2>
        <p>
          {system.subscribed
            ? "Subscribed: when a new rule-set version is published this system is classified again and the differences are recorded below."
            : "Not subscribed: a new rule-set version does not change this system's classification until you classify it again."}
        </p>
        <form method="post" action={`${base}/subscription`}>
          <input type="hidden" name="subscribed" value={system.subscribed ? "no" : "yes"} />
          <button type="submit">{system.subscribed ? "Stop automatic re-classification" : "Subscribe to rule-set updates"}</button>
        </form>
      </section>

      <section aria-labelledby="history">
        <h2 id="history">Change history</h2>
        <ol>
          {(history ?? []).map((h) => (
            <li key={h.id}>
              {when(h.classified_at)}: {TIER_LABELS[h.tier]} under rule set version {h.rule_set_version} ({h.trigger.replace("_", " ")}).{" "}
              {h.differences.findings.length
                ? `Changes: ${h.differences.findings.map((d) => `${d.rule_id} (${d.article}) ${d.change}`).join("; ")}.`
                : "No finding changed."}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="edit">
        <h2 id="edit">Questionnaire</h2>
        <form method="post" action={base}>
          <EuQuestionnaire idPrefix="edit" name={system.name} details={system.details} answers={system.answers} />
          <button type="submit">Save answers and classify again</button>
        </form>
        {system.archived_at ? null : (
          <form method="post" action={`${base}/archive`}>
            <button type="submit">Archive this system</button>
          </form>
        )}
      </section>
    </>
  );
}
