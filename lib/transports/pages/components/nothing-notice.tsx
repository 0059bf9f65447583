// The three kinds of nothing, kept apart: no published profile, a failed read, and a reading that
// brought no observation. Each says what happened and, just as plainly, what it does not mean.
import { formatUtc } from "@/lib/site/format";
import { NOTHING, type NothingKind } from "@/lib/site/site-texts";

export interface NothingNoticeProps {
  kind: NothingKind;
  /** The name or domain that was asked for, when there is one. */
  subject?: string;
  /** no-observation: when the last reading ran (ISO 8601). */
  readingAt?: string | null;
  /** read-failed: the reason code the read answered with, and its Retry-After in seconds. */
  reason?: string;
  retryAfterSeconds?: number;
  /** Heading level, so the notice fits the page it sits in. */
  level?: 2 | 3;
}

export function NothingNotice({ kind, subject, readingAt, reason, retryAfterSeconds, level = 2 }: NothingNoticeProps) {
  const text = NOTHING[kind];
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="nothing" data-nothing={kind} aria-labelledby={`nothing-${kind}`}>
      <Heading id={`nothing-${kind}`}>
        {text.title}
        {subject ? <span className="quiet"> for {subject}</span> : null}
      </Heading>
      <p>
        {text.what}
        {kind === "no-observation" && readingAt ? (
          <>
            {" "}
            That reading ran at <time dateTime={readingAt}>{formatUtc(readingAt)}</time>.
          </>
        ) : null}
        {kind === "read-failed" && reason ? (
          <>
            {" "}
            Reason: <code>{reason}</code>.
          </>
        ) : null}
      </p>
      <p>
        <strong>What it does not mean:</strong> {text.notMeaning}
      </p>
      <p>
        {kind === "read-failed" && retryAfterSeconds !== undefined
          ? `Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`
          : text.next}
      </p>
    </section>
  );
}

/** All three kinds side by side, as the home and methodology pages explain them. */
export function NothingGrid() {
  return (
    <div className="nothing-grid">
      <NothingNotice kind="not-published" level={3} />
      <NothingNotice kind="read-failed" level={3} />
      <NothingNotice kind="no-observation" level={3} />
    </div>
  );
}
