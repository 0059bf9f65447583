// Words for times and durations, the same on every page, its Markdown twin and llms.txt. Times are
// shown in UTC with the zone named, so a page reads the same wherever it is opened and needs no script.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (n: number) => String(n).padStart(2, "0");

/** "21 Nov 2026, 09:47 UTC"; "not recorded" for a missing time. */
export function formatUtc(iso: string | null | undefined): string {
  if (!iso) return "not recorded";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "not recorded";
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** "21 Nov 2026". */
export function formatUtcDay(iso: string | null | undefined): string {
  if (!iso) return "not recorded";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "not recorded";
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const UNITS: [string, string][] = [
  ["Y", "year"],
  ["M", "month"],
  ["W", "week"],
  ["D", "day"],
];
const TIME_UNITS: [string, string][] = [
  ["H", "hour"],
  ["M", "minute"],
  ["S", "second"],
];

/**
 * An ISO 8601 duration of the forms the record uses (PT1H, PT2H, P90D, P365D) in words: "1 hour",
 * "90 days". Anything else is shown as written rather than guessed at.
 */
export function durationInWords(duration: string): string {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!m || duration === "P" || duration.endsWith("T")) return duration;
  const parts: string[] = [];
  const values = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  [...UNITS, ...TIME_UNITS].forEach(([, word], i) => {
    const n = values[i];
    if (n > 0) parts.push(`${n} ${word}${n === 1 ? "" : "s"}`);
  });
  return parts.length ? parts.join(" ") : duration;
}
