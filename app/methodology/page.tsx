// /methodology – how readings are taken, what is kept and excluded, what is signed and how to verify it.
import type { Metadata } from "next";
import { connection } from "next/server";
import { NothingGrid } from "@/lib/transports/pages/components/nothing-notice";
import { VerifyOffline } from "@/lib/transports/pages/components/verify-offline";
import { durationInWords } from "@/lib/site/format";
import { METHODOLOGY_VIEW, SIGNED_PAYLOAD_FIELDS } from "@/lib/site/methodology-view";
import { publicUrls } from "@/lib/site/urls";
import { DataTable } from "@/app/_components/data-table";
import { Section } from "@/lib/transports/pages/components/section";

export const metadata: Metadata = { title: "Methodology" };

export default async function Methodology() {
  await connection();
  const m = METHODOLOGY_VIEW;
  const urls = publicUrls();
  return (
    <>
      <h1>Methodology</h1>
      <p className="lead">{m.summary}</p>

      <Section id="readings" title="Readings">
        <dl className="pairs">
          <dt>Cadence</dt>
          <dd>
            Every {durationInWords(m.cadence)} (<code>{m.cadence}</code>).
          </dd>
          <dt>Gap tolerance</dt>
          <dd>
            {durationInWords(m.gapTolerance)} (<code>{m.gapTolerance}</code>): readings further apart break continuity.
          </dd>
          <dt>Continuity</dt>
          <dd>
            The latest run of consecutive readings that agree (each observed something, with the same checks run and read as
            expected). It is not claimed until two readings agree, and never starts before the service&apos;s own first reading.
          </dd>
          <dt>Retention</dt>
          <dd>{m.retention}</dd>
        </dl>
      </Section>

      <Section id="freshness" title="Freshness windows">
        <p>Facts carry no date of their own. How fresh a value is follows from the record&apos;s last reading and these windows.</p>
        <DataTable
          rows={m.freshness}
          rowKey={(f) => f.category}
          caption="Freshness window per category"
          captionClass="visually-hidden"
          columns={[
            { header: "Category", rowHeader: true, cell: (f) => f.label },
            {
              header: "Fresh for",
              cell: (f) => (
                <>
                  {durationInWords(f.window)} (<code>{f.window}</code>)
                </>
              ),
            },
          ]}
        />
      </Section>

      <Section id="exclusions" title="What is not read">
        <ul>
          {m.exclusions.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </Section>

      <Section id="signed" title="What is signed">
        <p>
          Only the witness statement of a reading is signed, with Ed25519 over the exact bytes of an RFC 8785 canonical JSON payload.
          The profile, its facts and the company&apos;s text are not signed. The payload carries no verdict:
        </p>
        <DataTable
          rows={SIGNED_PAYLOAD_FIELDS}
          rowKey={(f) => f.field}
          caption="Fields of the signed payload"
          captionClass="visually-hidden"
          columns={[
            { header: "Field", rowHeader: true, cell: (f) => <code>{f.field}</code> },
            { header: "Meaning", cell: (f) => f.meaning },
          ]}
        />
      </Section>

      <Section id="verify" title="Verify a statement offline">
        <VerifyOffline urls={urls} />
      </Section>

      <Section id="nothing" title="Three kinds of nothing">
        <NothingGrid />
      </Section>
    </>
  );
}
