// /methodology – how readings are taken, what is kept and excluded, what is signed and how to verify it.
import type { Metadata } from "next";
import { connection } from "next/server";
import { NothingNotice } from "@/lib/pages/components/nothing-notice";
import { VerifyOffline } from "@/lib/pages/components/verify-offline";
import { durationInWords } from "@/lib/pages/format";
import { METHODOLOGY_VIEW, SIGNED_PAYLOAD_FIELDS } from "@/lib/pages/methodology-view";
import { publicUrls } from "@/lib/pages/urls";

export const metadata: Metadata = { title: "Methodology" };

export default async function Methodology() {
  await connection();
  const m = METHODOLOGY_VIEW;
  const urls = publicUrls();
  return (
    <>
      <h1>Methodology</h1>
      <p className="lead">{m.summary}</p>

      <section aria-labelledby="readings">
        <h2 id="readings">Readings</h2>
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
            The latest run of consecutive readings that agree (each observed something, with the same checks run and read as expected). It is not claimed until
            two readings agree, and never starts before the service&apos;s own first reading.
          </dd>
          <dt>Retention</dt>
          <dd>{m.retention}</dd>
        </dl>
      </section>

      <section aria-labelledby="freshness">
        <h2 id="freshness">Freshness windows</h2>
        <p>Facts carry no date of their own. How fresh a value is follows from the record&apos;s last reading and these windows.</p>
        <table>
          <caption className="visually-hidden">Freshness window per category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Fresh for</th>
            </tr>
          </thead>
          <tbody>
            {m.freshness.map((f) => (
              <tr key={f.category}>
                <th scope="row">{f.label}</th>
                <td>
                  {durationInWords(f.window)} (<code>{f.window}</code>)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="exclusions">
        <h2 id="exclusions">What is not read</h2>
        <ul>
          {m.exclusions.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="signed">
        <h2 id="signed">What is signed</h2>
        <p>
          Only the witness statement of a reading is signed, with Ed25519 over the exact bytes of an RFC 8785 canonical JSON payload. The profile, its facts and
          the company&apos;s text are not signed. The payload carries no verdict:
        </p>
        <table>
          <caption className="visually-hidden">Fields of the signed payload</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {SIGNED_PAYLOAD_FIELDS.map((f) => (
              <tr key={f.field}>
                <th scope="row">
                  <code>{f.field}</code>
                </th>
                <td>{f.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="verify">
        <h2 id="verify">Verify a statement offline</h2>
        <VerifyOffline urls={urls} />
      </section>

      <section aria-labelledby="nothing">
        <h2 id="nothing">Three kinds of nothing</h2>
        <div className="nothing-grid">
          <NothingNotice kind="not-published" level={3} />
          <NothingNotice kind="read-failed" level={3} />
          <NothingNotice kind="no-observation" level={3} />
        </div>
      </section>
    </>
  );
}
