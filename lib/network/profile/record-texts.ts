// The fixed texts of every network profile record: what the contract deliberately leaves out, how
// readings are taken, and what a record does not establish. One place, so every read says the same.
import { CADENCE_MS, GAP_TOLERANCE_MS, READING_RETENTION_DAYS } from "@/lib/witness-record/continuity";
import { READING_FRESHNESS } from "@/lib/witness-record/statement";

const HOUR_MS = 60 * 60 * 1000;
const isoHours = (ms: number) => `PT${ms / HOUR_MS}H`;

export const CONTRACT_NOTE =
  "Network profile contract: witnessed, dated and source-labelled facts only. The service never " +
  "grades, rates, scores, ranks or certifies a company; only the witness statement is signed.";

export const CONTRACT_OMISSIONS = [
  "No confidence number per fact or overall.",
  "No adjudication between disagreeing sources: every account is listed, none is preferred.",
  "No completeness signal: a missing fact means nothing was published, not that something is absent.",
  "No merging of equivalent wordings: each source's text is published as written.",
];

export const CONTRACT_1_NOTICE =
  "Contract 1 is deprecated and will be withdrawn on 2027-03-01. It leaves out every contested fact (named " +
  "in withheldContested); contract 2 publishes them with every account in conflicts. Send Svc-Contract: 2.";

export const METHODOLOGY = {
  cadence: isoHours(CADENCE_MS),
  gapTolerance: isoHours(GAP_TOLERANCE_MS),
  retention:
    `Each reading's checks and evidence are kept for ${READING_RETENTION_DAYS} days (P${READING_RETENTION_DAYS}D); its ` +
    `signed witness statement and the continuity counts are kept beyond that, and record versions for the life of the record.`,
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
    "Each hour the service re-reads a company's public systems with a fixed set of checks and records what came back. Continuity " +
    "counts consecutive readings that agree, at most two hours apart, and never starts before the service's own first reading.",
};

export const ASSURANCE_BOUNDARY = {
  statement:
    "This record is witnessed evidence: what a reading found, from a named source, " +
    "on a stated date. It is not an attestation, a certification or a rating.",
  doesNotEstablish: [
    "That the company is secure, compliant or trustworthy.",
    "That company-declared facts are true.",
    "Anything about systems the service does not read (see methodology.exclusions).",
    "Anything between readings.",
  ],
  methodology: "See methodology: hourly readings, two-hour gap tolerance, continuity never older than the service's own record.",
};

export const EVIDENCE_CLASSES = {
  "company-declared": "The company told us. Published as its own account; not checked by the service.",
  witnessed: "The service's own hourly reading of the company's public systems saw it.",
  "public-source": "A named public source says so (for example the company's published terms).",
};

export const AUTHORITY = {
  recordKeeper: "Public Trust Network (the service keeps the record and witnesses readings)",
  signs: "Only the witness statement of a reading, with the Ed25519 keys published at /public/keys and /verify/keys.",
  companyControls: ["name", "tagline", "industries", "company-declared facts", "whether the profile is published"],
  serviceControls: ["witnessed facts", "readings and continuity", "record versions and their digests"],
};
