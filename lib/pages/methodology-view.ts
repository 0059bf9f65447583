// How readings are taken, as the methodology page and its Markdown twin show it. Shaped exactly like
// the record's `methodology` object (spec 2.7) so the page can render either; the figures come from
// the one continuity rule (lib/witness/continuity.ts) and the reading freshness of the statements.
import { CADENCE_MS, GAP_TOLERANCE_MS } from "@/lib/witness/continuity";
import { READING_FRESHNESS } from "@/lib/witness/statement";

export interface MethodologyView {
  /** ISO 8601 duration between readings. */
  cadence: string;
  /** ISO 8601 duration: readings further apart break continuity. */
  gapTolerance: string;
  retention: string;
  freshness: { category: string; label: string; window: string }[];
  /** What is not read. */
  exclusions: string[];
  summary: string;
}

const HOUR_MS = 60 * 60 * 1000;
const isoHours = (ms: number) => `PT${ms / HOUR_MS}H`;

export const METHODOLOGY_VIEW: MethodologyView = {
  cadence: isoHours(CADENCE_MS),
  gapTolerance: isoHours(GAP_TOLERANCE_MS),
  retention: "Every reading since the service's first reading of the company is kept; record versions are kept for the life of the record.",
  freshness: [
    { category: READING_FRESHNESS.category, label: "Hourly reading", window: isoHours(READING_FRESHNESS.windowMs) },
    { category: "company-declared", label: "Company-declared fact", window: "P365D" },
    { category: "public-source", label: "Public-source fact", window: "P90D" },
  ],
  exclusions: [
    "Systems behind a login, and anything not publicly reachable.",
    "The content of documents, contracts and policies (only whether they are published).",
    "Source code, internal controls and employee practices.",
    "Whether a company-declared fact is true: it is published as the company's own account.",
  ],
  summary:
    "Each hour the service re-reads a company's public systems with a fixed set of checks and records what came back. Continuity counts consecutive readings that agree, at most two hours apart, and never starts before the service's own first reading.",
};

/** What a witness statement's payload carries, field by field (lib/witness/statement.ts). */
export const SIGNED_PAYLOAD_FIELDS: readonly { field: string; meaning: string }[] = [
  { field: "subject.slug, subject.domain", meaning: "The company the reading was about." },
  { field: "reading.taken_at", meaning: "When the reading ran (ISO 8601, UTC)." },
  { field: "reading.checks_run, reading.checks_passed", meaning: "How many checks ran and how many read as expected." },
  { field: "reading.standing", meaning: "\"witnessed\" when the reading observed something, null when nothing came back." },
  { field: "checks[]", meaning: "Each check: check_id, the source it read, and whether it read as expected." },
  { field: "service, version", meaning: "Who signed (svc-witness) and the payload format version." },
];
