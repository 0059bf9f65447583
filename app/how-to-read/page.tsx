// /how-to-read – a worked example of a company profile, part by part, on an invented .invalid company.
import type { Metadata } from "next";
import { connection } from "next/server";
import { AiProfileBlock } from "@/lib/transports/pages/components/ai-profile";
import { AssuranceBoundary } from "@/lib/transports/pages/components/assurance-boundary";
import { ContestedFacts } from "@/lib/transports/pages/components/contested-facts";
import { FactList } from "@/lib/transports/pages/components/fact-list";
import { ReadingsTimeline } from "@/lib/transports/pages/components/readings-timeline";
import { WitnessStatementBlock } from "@/lib/transports/pages/components/witness-statement";
import { WitnessedSummary } from "@/lib/transports/pages/components/witnessed-summary";
import { exampleProfile } from "@/lib/transports/pages/example-profile";
import { publicUrls } from "@/lib/site/urls";
import { clock } from "@/lib/platform/clock";
import { Section } from "@/lib/transports/pages/components/section";

export const metadata: Metadata = { title: "How to read a profile" };

export default async function HowToRead() {
  await connection();
  const now = clock().now();
  const p = exampleProfile(now);
  return (
    <>
      <h1>How to read a profile</h1>
      <p className="lead">
        A worked example. {p.name} (<code>{p.domain}</code>) is invented, under a reserved domain that can never belong to anyone;
        every part below is drawn the same way on a real profile.
      </p>

      <Section id="facts" title="Facts, by category, with who gave each">
        <FactList facts={p.facts} />
      </Section>

      <Section id="contested" title="Contested facts">
        <ContestedFacts conflicts={p.conflicts} />
      </Section>

      <Section id="witnessed" title="What was witnessed, and when">
        <WitnessedSummary witnessed={p.witnessed} />
        <ReadingsTimeline readings={p.readings} until={now.toISOString()} />
      </Section>

      <Section id="statement" title="Witness statement">
        <p>
          <strong>Example only:</strong> this statement is not signed by the service, so it will not verify. A real profile shows the
          statement of its last reading here.
        </p>
        <WitnessStatementBlock statement={p.statement} urls={publicUrls()} />
      </Section>

      <Section id="ai" title="AI profile">
        <AiProfileBlock ai={p.ai} />
      </Section>

      <Section id="boundary" title="What the service does not establish">
        <AssuranceBoundary {...p.boundary} />
      </Section>
    </>
  );
}
