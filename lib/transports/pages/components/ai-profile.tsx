// The company's AI profile (spec 2.2): its own register of AI systems, counted by EU AI Act risk
// classification and by kind, with guard screenings and governance assessments. All of it is the
// company's own account; counts are shown as counts, never turned into a figure of merit.
import type { AiProfile } from "@/lib/network/profile/ai-profile";
import { formatUtc } from "@/lib/site/format";

/** The `aiProfile` object of spec 2.2 (times in epoch milliseconds, as the worker contract gives them). */
export type AiProfileProps = AiProfile;

const TIER_WORDS: Record<string, string> = {
  high: "High-risk",
  limited: "Limited risk",
  minimal: "Minimal risk",
  unclassified: "Not classified",
};

function counts(map: Record<string, number>, words: Record<string, string> = {}) {
  const entries = Object.entries(map).filter(([, n]) => n > 0);
  if (entries.length === 0) return "none recorded";
  return entries.map(([k, n]) => `${words[k] ?? k}: ${n}`).join(", ");
}

export function AiProfileBlock({ ai }: { ai: AiProfileProps | undefined }) {
  if (!ai || !ai.hasAi) {
    return <p className="quiet">The company has declared no AI systems. That is its own account, not a finding.</p>;
  }
  return (
    <div className="ai-profile">
      <p>
        <span className="origin">Company-declared</span> From the company&apos;s own register of AI systems. Risk tiers are the
        company&apos;s EU AI Act classification of each system, not the service&apos;s judgement.
      </p>
      <dl className="pairs">
        <dt>AI systems</dt>
        <dd>
          {ai.systemsTotal} ({ai.agents} agent{ai.agents === 1 ? "" : "s"})
        </dd>
        <dt>By EU AI Act classification</dt>
        <dd>{counts(ai.byRiskTier, TIER_WORDS)}</dd>
        <dt>By kind</dt>
        <dd>{counts(ai.byKind)}</dd>
        <dt>Screening of AI traffic</dt>
        <dd>
          {ai.guard.active ? "Active" : "Not active"}
          {ai.guard.lastScreenedAt !== null ? `; last screening ${formatUtc(new Date(ai.guard.lastScreenedAt).toISOString())}` : ""}
          {ai.guard.lastRisk ? `, recorded as "${ai.guard.lastRisk}"` : ""}
        </dd>
        <dt>Governance assessments</dt>
        <dd>{ai.governance.assessments}</dd>
      </dl>
      {ai.governance.frameworks.length > 0 ? (
        <table className="frameworks">
          <caption>Framework requirements the company records as met</caption>
          <thead>
            <tr>
              <th scope="col">Framework</th>
              <th scope="col">Recorded as met</th>
            </tr>
          </thead>
          <tbody>
            {ai.governance.frameworks.map((f) => (
              <tr key={f.name}>
                <th scope="row">{f.name}</th>
                <td>
                  {f.satisfied} of {f.total} requirements
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {ai.highlights.length > 0 ? (
        <>
          <h3>In the company&apos;s words</h3>
          <ul>
            {ai.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
