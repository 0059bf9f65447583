// The sentences every page, Markdown twin, llms.txt and the badge agree on: what the service is, its
// boundary, and the three kinds of nothing that must never be read as one another.

export const SERVICE_NAME = "Public Trust Network";

export const SERVICE_SUMMARY =
  "One current, source-labelled profile per software and AI company. Every fact says who gave it: the " +
  "company itself, the service's own hourly reading of the company's public systems, or a named public source.";

/** Spec Part 1, the boundary applied to every response. */
export const BOUNDARY: readonly string[] = [
  "The service witnesses and dates facts only. It never grades, rates, scores or ranks a company.",
  "It never signs a company's claims and issues no certification.",
  "Every value is witnessed evidence (what a reading found, from a named source, on a stated date), not an attestation.",
  "The published schema refuses a score. Only the witness statement is signed; the profile, its facts and the company's text are unsigned.",
];

export type NothingKind = "not-published" | "read-failed" | "no-observation";

export interface NothingText {
  title: string;
  /** What happened, in one sentence. */
  what: string;
  /** What it does not mean: the sentence that keeps the three apart. */
  notMeaning: string;
  /** What a reader can do next. */
  next: string;
  /** How it reads on the API (for the Markdown twin and llms.txt). */
  api: string;
}

export const NOTHING: Record<NothingKind, NothingText> = {
  "not-published": {
    title: "No profile is published",
    what: "The Network holds no published profile under this name or domain.",
    notMeaning:
      "This is not a finding about the company. It may never have been claimed, its owner may keep it private " +
      "(a valid choice, not a negative signal), it may have been withdrawn, or the name may be unknown to us.",
    next: "Check the spelling, or search the directory by name or domain.",
    api: '`GET /api/network/profile` answers 200 with `{ "found": false }`.',
  },
  "read-failed": {
    title: "The read failed",
    what: "The service could not read its own record just now.",
    notMeaning:
      "This says nothing about the company: not that it has no record, and not that anything changed. Keep the last good answer you had.",
    next: "Try again after the time given in Retry-After.",
    api:
      "`GET /api/network/profile` answers 503 with a reason (`record_unavailable`, " +
      "`witnessed_record_unavailable` or `profile_read_unavailable`) and `Retry-After`.",
  },
  "no-observation": {
    title: "No observation on the last reading",
    what: "The last hourly reading ran but brought back no observation.",
    notMeaning:
      "This is not a negative finding and not a failed check: nothing came back to " +
      "record. Earlier readings, the published facts and their dates stand as recorded.",
    next: "The next hourly reading may observe again; the record's last-witnessed time says when the last one ran.",
    api: "The record is published (`found: true`) with `witnessed.standing: null`.",
  },
};
