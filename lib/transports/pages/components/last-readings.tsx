// The last readings as a table (development): company, when, counts per outcome, standing and the log
// index of the statement. Data from readLastReadings (lib/transports/pages/views/last-readings-view.ts).
import { formatUtc } from "@/lib/site/format";
import type { LastReading } from "@/lib/transports/pages/views/last-readings-view";

export function LastReadings({ readings, id = "last-readings" }: { readings: readonly LastReading[]; id?: string }) {
  if (readings.length === 0) return <p id={id}>No reading has been taken yet.</p>;
  return (
    <table id={id} className="last-readings">
      <caption>The last {readings.length} readings, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col">Taken</th>
          <th scope="col">Passed</th>
          <th scope="col">Failed</th>
          <th scope="col">Not read</th>
          <th scope="col">Standing</th>
          <th scope="col">Log index</th>
        </tr>
      </thead>
      <tbody>
        {readings.map((r) => (
          <tr key={r.readingId}>
            <td>
              <a href={`/network/company/${r.slug}`}>{r.name}</a>
            </td>
            <td>{formatUtc(r.takenAt)}</td>
            <td>{r.passed}</td>
            <td>{r.failed}</td>
            <td>{r.notRead}</td>
            <td>{r.standing ?? "no observation"}</td>
            <td>{r.logIndex ?? "pending"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
