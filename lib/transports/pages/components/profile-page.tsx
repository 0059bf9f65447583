// A published company profile, part by part: who the company is, what was witnessed and when (with the
// readings of the last three days), its facts by category with every origin, contested facts with every
// account side by side, the signed statement and how to verify it, its AI profile, and what the record
// does not establish. Everything is server-rendered text; nothing needs a script.
import type { ReactNode } from "react";
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { durationInWords, formatUtc } from "@/lib/site/format";
import type { PublicUrls } from "@/lib/site/urls";
import { TIMELINE_HOURS, type ProfileView } from "@/lib/transports/pages/views/profile-view";
import { AiProfileBlock } from "@/lib/transports/pages/components/ai-profile";
import { AssuranceBoundary } from "@/lib/transports/pages/components/assurance-boundary";
import { ContestedFacts } from "@/lib/transports/pages/components/contested-facts";
import { FactList } from "@/lib/transports/pages/components/fact-list";
import { ReadingsTimeline } from "@/lib/transports/pages/components/readings-timeline";
import { Section } from "@/lib/transports/pages/components/section";
import { WitnessStatementBlock } from "@/lib/transports/pages/components/witness-statement";
import { WitnessedSummary } from "@/lib/transports/pages/components/witnessed-summary";

type Published = Extract<ProfileView, { kind: "published" }>;

const SECTIONS = [
  ["witnessed", "What was witnessed, and when"],
  ["facts", "Facts, by category, with who gave each"],
  ["contested", "Contested facts"],
  ["statement", "Witness statement"],
  ["ai", "AI profile"],
  ["boundary", "The limits of this record"],
  ["methodology", "How readings are taken"],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

const title = (id: SectionId) => SECTIONS.find(([s]) => s === id)![1];

/** One of the page's named sections, titled as the table of contents lists it. */
function Part({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <Section id={id} title={title(id)}>
      {children}
    </Section>
  );
}

function RecordFacts({ record }: { record: NetworkProfileRecord }) {
  return (
    <dl className="pairs">
      {record.domain ? (
        <>
          <dt>Domain</dt>
          <dd>{record.domain}</dd>
        </>
      ) : null}
      <dt>Industries</dt>
      <dd>{record.industries.length ? record.industries.join(", ") : "None given"}</dd>
      <dt>Record last changed</dt>
      <dd>
        <time dateTime={record.updatedAt}>{formatUtc(record.updatedAt)}</time>
        {record.record ? (
          <>
            {" "}
            (version {record.record.version}, digest <code className="wrap">{record.record.digest.slice(0, 16)}…</code>)
          </>
        ) : null}
      </dd>
      <dt>Contested facts</dt>
      <dd>{record.conflicts.length === 0 ? "None" : `${record.conflicts.length}: every account is shown below`}</dd>
    </dl>
  );
}

function EvidenceManifest({ record }: { record: NetworkProfileRecord }) {
  if (record.witnessEvidenceManifest.length === 0) return null;
  return (
    <details>
      <summary>What the last reading checked ({record.witnessEvidenceManifest.length} checks)</summary>
      <table className="manifest">
        <thead>
          <tr>
            <th scope="col">Check</th>
            <th scope="col">Source read</th>
          </tr>
        </thead>
        <tbody>
          {record.witnessEvidenceManifest.map((c) => (
            <tr key={`${c.check_id} ${c.source}`}>
              <td>
                <code>{c.check_id}</code>
              </td>
              <td className="wrap">{c.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function ProfileBody({ view, urls }: { view: Published; urls: PublicUrls }) {
  const { record } = view;
  const m = record.methodology;
  const slug = encodeURIComponent(record.slug);
  return (
    <>
      <h1>{record.name}</h1>
      {record.tagline ? <p className="lead">{record.tagline}</p> : null}
      <p className="quiet">
        Each fact says who gave it. The service witnesses and dates; it does not grade, score, rank or certify this company.
      </p>
      <RecordFacts record={record} />
      <p>
        <a href={`/network/company/${slug}/request`}>Request a document from {record.name}</a>, such as a security report: the company
        answers by mail.
      </p>
      <nav aria-label="On this page" className="toc">
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Part id="witnessed">
        <WitnessedSummary witnessed={record.witnessed} />
        <ReadingsTimeline readings={view.readings} until={view.now.toISOString()} windowHours={TIMELINE_HOURS} />
      </Part>

      <Part id="facts">
        <FactList facts={record.facts} />
      </Part>

      <Part id="contested">
        <ContestedFacts conflicts={record.conflicts} />
      </Part>

      <Part id="statement">
        <WitnessStatementBlock statement={record.witnessStatement} urls={urls} />
        <EvidenceManifest record={record} />
      </Part>

      <Part id="ai">
        <AiProfileBlock ai={view.ai} />
      </Part>

      <Part id="boundary">
        <AssuranceBoundary {...record.assuranceBoundary} />
      </Part>

      <Part id="methodology">
        <p>{m.summary}</p>
        <ul>
          <li>
            A reading every {durationInWords(m.cadence)}; readings more than {durationInWords(m.gapTolerance)} apart break continuity.
          </li>
          {m.freshness.map((f) => (
            <li key={f.category}>
              {f.label}: fresh for {durationInWords(f.window)}.
            </li>
          ))}
        </ul>
        <p>What the readings do not read:</p>
        <ul>
          {m.exclusions.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <p>
          <a href="/methodology">The full methodology</a>, with how to verify a statement offline.
        </p>
      </Part>

      <Section id="machine" title="This record for programs and models">
        <ul>
          <li>
            The canonical record (JSON, contract {record.contractVersion}):{" "}
            <a href={`/api/network/profile?q=${slug}`}>/api/network/profile?q={record.slug}</a>
          </li>
          <li>
            Its published versions:{" "}
            <a href={`/api/network/profile/history?q=${slug}`}>/api/network/profile/history?q={record.slug}</a>
          </li>
          <li>
            This page as Markdown: <a href={`/network/company/${slug}.md`}>/network/company/{record.slug}.md</a>; for language models:{" "}
            <a href={`/network/company/${slug}/llms.txt`}>/network/company/{record.slug}/llms.txt</a>
          </li>
          <li>
            <a href={`/compare?handles=${slug}`}>Compare {record.name} with other companies</a>
          </li>
        </ul>
      </Section>
    </>
  );
}
