// What the readings say, as the record summarises them (lib/witness-record/continuity.ts): standing of the
// last reading, when it ran, when witnessing began, coverage and continuity. Counts, never a score.
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { formatUtc } from "@/lib/site/format";
import { NothingNotice } from "@/lib/transports/pages/components/nothing-notice";

/** The record's `witnessed` object (spec 2.7). */
export type WitnessedProps = NetworkProfileRecord["witnessed"];

export interface WitnessedSummaryProps {
  witnessed: WitnessedProps;
}

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatUtc(iso)}</time> : <>not recorded</>;
}

export function WitnessedSummary({ witnessed: w }: WitnessedSummaryProps) {
  return (
    <div className="witnessed">
      {w.standing === null && w.lastWitnessed ? <NothingNotice kind="no-observation" readingAt={w.lastWitnessed} level={3} /> : null}
      <dl className="pairs">
        <dt>Standing</dt>
        <dd>
          {w.standing === "witnessed"
            ? "Witnessed: the last reading observed the company's public systems."
            : w.lastWitnessed
              ? "No observation on the last reading."
              : "Not read yet: no reading has been recorded."}
        </dd>
        <dt>Last reading</dt>
        <dd>
          <When iso={w.lastWitnessed} />
        </dd>
        <dt>First witnessed</dt>
        <dd>
          <When iso={w.firstWitnessedAt} />
        </dd>
        <dt>Coverage of the last reading</dt>
        <dd>
          {w.coverage ? `${w.coverage.checksPassed} of ${w.coverage.checksRun} checks read as expected.` : "No checks recorded."}
        </dd>
        <dt>Continuity</dt>
        <dd>
          {w.continuity.unbrokenSince && w.continuity.recordBegan ? (
            <>
              {w.continuity.unbrokenReadings} consecutive agreeing readings since <When iso={w.continuity.unbrokenSince} />; the
              service&apos;s record began <When iso={w.continuity.recordBegan} /> ({w.continuity.totalReadings} readings in all).
            </>
          ) : (
            "Not claimed: continuity needs two consecutive readings that agree."
          )}
        </dd>
      </dl>
    </div>
  );
}
