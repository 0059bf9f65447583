// The readings of a window drawn as a small SVG: one mark per reading on a time axis, filled when the
// reading observed something, hollow when it brought no observation, and a break where readings were
// further apart than the gap tolerance. Shapes and words carry the meaning, not colour. The same data
// follows as a table for screen readers and text browsers.
import { formatUtc } from "@/lib/site/format";
import { GAP_TOLERANCE_MS } from "@/lib/witness-record/continuity";

export interface ReadingPoint {
  /** ISO 8601 time the reading ran. */
  takenAt: string;
  standing: "witnessed" | null;
  checksRun: number;
  checksPassed: number;
}

export interface ReadingsTimelineProps {
  /** In ascending time order. */
  readings: readonly ReadingPoint[];
  /** End of the drawn window (ISO 8601); the page's own "now", injected so the drawing is testable. */
  until: string;
  /** Length of the drawn window in hours (default 72: three days of hourly readings). */
  windowHours?: number;
  /** Prefix of the element ids, unique on the page. */
  id?: string;
}

const WIDTH = 640;
const HEIGHT = 64;
const PAD = 12;
const AXIS_Y = 28;
const HOUR_MS = 3_600_000;

export function ReadingsTimeline({ readings, until, windowHours = 72, id = "readings" }: ReadingsTimelineProps) {
  const end = new Date(until).getTime();
  const start = end - windowHours * HOUR_MS;
  const shown = readings.filter((r) => {
    const t = new Date(r.takenAt).getTime();
    return t >= start && t <= end;
  });
  const x = (iso: string) => PAD + ((new Date(iso).getTime() - start) / (end - start)) * (WIDTH - 2 * PAD);
  const observed = shown.filter((r) => r.standing === "witnessed").length;
  const gaps: [ReadingPoint, ReadingPoint][] = [];
  for (let i = 1; i < shown.length; i++) {
    if (new Date(shown[i].takenAt).getTime() - new Date(shown[i - 1].takenAt).getTime() > GAP_TOLERANCE_MS)
      gaps.push([shown[i - 1], shown[i]]);
  }
  const startIso = new Date(start).toISOString();
  const title = `Readings over the last ${windowHours} hours`;
  const desc =
    shown.length === 0
      ? `No reading ran between ${formatUtc(startIso)} and ${formatUtc(until)}.`
      : `${shown.length} reading${shown.length === 1 ? "" : "s"} between ${formatUtc(startIso)} and ${formatUtc(until)}: ` +
        `${observed} observed, ${shown.length - observed} with no observation, ` +
        `${gaps.length} gap${gaps.length === 1 ? "" : "s"} longer than the two-hour tolerance.`;

  return (
    <figure className="timeline">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        <line x1={PAD} x2={WIDTH - PAD} y1={AXIS_Y} y2={AXIS_Y} className="tl-axis" />
        {gaps.map(([a, b]) => (
          <line key={`gap-${a.takenAt}`} x1={x(a.takenAt)} x2={x(b.takenAt)} y1={AXIS_Y} y2={AXIS_Y} className="tl-gap" />
        ))}
        {shown.map((r) =>
          r.standing === "witnessed" ? (
            <circle key={r.takenAt} cx={x(r.takenAt)} cy={AXIS_Y} r={3.5} className="tl-observed" />
          ) : (
            <circle key={r.takenAt} cx={x(r.takenAt)} cy={AXIS_Y} r={4} className="tl-none" />
          ),
        )}
        <text x={PAD} y={HEIGHT - 8} className="tl-label">
          {formatUtc(startIso)}
        </text>
        <text x={WIDTH - PAD} y={HEIGHT - 8} className="tl-label" textAnchor="end">
          {formatUtc(until)}
        </text>
      </svg>
      <figcaption>
        {desc} Filled dot: the reading observed something. Hollow ring: no observation. Dashed line: readings further apart than two
        hours.
      </figcaption>
      {shown.length > 0 ? (
        <details>
          <summary>The readings as a table</summary>
          <table className="readings-table">
            <thead>
              <tr>
                <th scope="col">Reading</th>
                <th scope="col">Standing</th>
                <th scope="col">Checks read as expected</th>
              </tr>
            </thead>
            <tbody>
              {[...shown].reverse().map((r) => (
                <tr key={r.takenAt}>
                  <td>
                    <time dateTime={r.takenAt}>{formatUtc(r.takenAt)}</time>
                  </td>
                  <td>{r.standing === "witnessed" ? "Observed" : "No observation"}</td>
                  <td>
                    {r.checksPassed} of {r.checksRun}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
