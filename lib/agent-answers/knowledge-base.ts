// The fixed knowledge base svc_ask (and the A2A ask task) answers from: short texts about the service
// itself, each built from the same constants the pages and records print, each with its source. A
// question matches an entry only through the entry's own curated terms; with no match the answer is
// "not in the knowledge base", never a guess.
import { ASSURANCE_BOUNDARY, CONTRACT_OMISSIONS, METHODOLOGY } from "@/lib/network/profile/record-texts";
import { ORIGIN_WORDS } from "@/lib/site/origins";
import { BOUNDARY, NOTHING } from "@/lib/site/site-texts";
import type { PublicUrls } from "@/lib/site/urls";

export interface KnowledgeEntry {
  id: string;
  title: string;
  /** Lower-case words or phrases; a question must contain one of them (whole words) to match. */
  terms: string[];
  answer: string;
  resource: string;
  url: (urls: PublicUrls) => string;
}

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: "boundary",
    title: "What the service does and does not do",
    terms: [
      "score",
      "scores",
      "rating",
      "rate",
      "rank",
      "ranking",
      "grade",
      "certify",
      "certification",
      "certified",
      "trustworthy",
      "safe",
      "boundary",
      "attest",
      "attestation",
      "audit",
    ],
    answer:
      `${BOUNDARY.join(" ")} A record does not establish: ` +
      `${ASSURANCE_BOUNDARY.doesNotEstablish.map((s) => s.replace(/\.$/, "").toLowerCase()).join("; ")}.`,
    resource: "svc://methodology",
    url: (u) => `${u.base}/methodology`,
  },
  {
    id: "cadence",
    title: "How often companies are read",
    terms: [
      "how often",
      "cadence",
      "hourly",
      "frequency",
      "schedule",
      "reading",
      "readings",
      "re-read",
      "witnessing",
      "witness",
      "continuity",
      "gap",
      "fresh",
      "freshness",
      "stale",
      "retention",
    ],
    answer:
      `${METHODOLOGY.summary} Cadence ${METHODOLOGY.cadence}; gap tolerance ` +
      `${METHODOLOGY.gapTolerance}. ${METHODOLOGY.retention} Freshness windows: ` +
      `${METHODOLOGY.freshness.map((f) => `${f.label} ${f.window}`).join(", ")}.`,
    resource: "svc://methodology",
    url: (u) => `${u.base}/methodology`,
  },
  {
    id: "exclusions",
    title: "What is not read",
    terms: [
      "not read",
      "exclusions",
      "excluded",
      "behind a login",
      "source code",
      "internal controls",
      "what do you read",
      "what is read",
      "checks",
    ],
    answer:
      `The hourly reading covers public systems only. It does not read: ` +
      `${METHODOLOGY.exclusions.map((s) => s.replace(/\.$/, "")).join("; ")}.`,
    resource: "svc://methodology",
    url: (u) => `${u.base}/methodology`,
  },
  {
    id: "provenance",
    title: "What the provenance labels mean",
    terms: [
      "provenance",
      "origin",
      "origins",
      "label",
      "labels",
      "company-declared",
      "declared",
      "witnessed",
      "public-source",
      "public source",
      "who said",
      "source of",
    ],
    answer: `Every fact carries an origin. ${Object.values(ORIGIN_WORDS)
      .map((o) => `${o.label}: ${o.meaning}`)
      .join(" ")} The origins are listed in a fixed order that is not a ranking.`,
    resource: "svc://provenance-labels",
    url: (u) => `${u.base}/how-to-read`,
  },
  {
    id: "contested",
    title: "Contested facts",
    terms: ["contested", "conflict", "conflicts", "disagree", "disagreement", "two accounts", "accounts", "which is right", "adjudicate"],
    answer:
      `When two origins give different values for one fact, the fact is contested: every account ` +
      `is published with its origin, and none is preferred. ${CONTRACT_OMISSIONS[1]} Contract 1 left ` +
      `such facts out (naming them in withheldContested); contract 2 publishes them in conflicts.`,
    resource: "svc://provenance-labels",
    url: (u) => `${u.base}/how-to-read`,
  },
  {
    id: "verify",
    title: "How to verify a witness statement",
    terms: [
      "verify",
      "verification",
      "signature",
      "signed",
      "sign",
      "ed25519",
      "public key",
      "keys",
      "offline",
      "token",
      "trust ledger token",
      "inclusion",
      "checkpoint",
      "statement",
      "check a",
    ],
    answer:
      "Only the witness statement of a reading is signed, with Ed25519 over the exact bytes of its " +
      "RFC 8785 canonical JSON payload; the profile, its facts and the company's text are not signed. " +
      "To verify: take the payload exactly as published, fetch the public keys once from the API host's " +
      "/public/keys, pick the key whose kid equals the statement's key_id, and check the signature offline. Retired " +
      "keys stay published, so old statements keep verifying. A Trust Ledger Token (the profile read's " +
      "witnessLog.token) also carries the log's signed checkpoint and an inclusion proof; the MCP tool svc_verify " +
      "checks both signatures. A valid signature shows only what one reading found and when; it carries no verdict.",
    resource: "svc://verify-a-vendor",
    url: (u) => `${u.base}/methodology#verify-a-statement-offline`,
  },
  {
    id: "nothing",
    title: "The three kinds of nothing",
    terms: [
      "not found",
      "found false",
      "no record",
      "no profile",
      "not listed",
      "503",
      "unavailable",
      "failed",
      "no observation",
      "standing null",
      "private",
      "withheld",
      "unclaimed",
      "missing",
    ],
    answer: (["not-published", "read-failed", "no-observation"] as const)
      .map((k) => `${NOTHING[k].title}: ${NOTHING[k].what} ${NOTHING[k].notMeaning}`)
      .join(" "),
    resource: "svc://provenance-labels",
    url: (u) => `${u.base}/how-to-read`,
  },
  {
    id: "limits",
    title: "Limits of the MCP server",
    terms: ["limit", "limits", "rate limit", "units", "quota", "429", "retry-after", "too many"],
    answer:
      "tools/call costs 1 to 4 units by tool (a comparison and a live outside-in read cost most); each caller " +
      "(the subject of its OAuth access token, otherwise its client network: an IPv4 address or an IPv6 /64) has " +
      "300 units per 60 seconds, counted across instances. Listing, the handshake, resources and prompts are " +
      "free. Over it: a JSON-RPC error and HTTP 429 with Retry-After, the seconds until the window frees units.",
    resource: "svc://what-a-call-sends",
    url: (u) => `${u.base}/mcp`,
  },
  {
    id: "claim",
    title: "How a company gets a profile",
    terms: ["claim", "get listed", "listed", "publish", "add my company", "my company", "join", "opt out", "withdraw"],
    answer:
      "A person who can prove control of the company's domain (by a DNS record or a mail to an address on that domain) " +
      "claims it. The claimant's workspace connects the company's systems for hourly readings and chooses whether " +
      "the profile is published; nothing is published without that choice, and a published profile can be withdrawn.",
    resource: "svc://methodology",
    url: (u) => `${u.base}/methodology`,
  },
  {
    id: "contracts",
    title: "Contracts, versions and machine-readable documents",
    terms: ["contract", "version", "versions", "openapi", "schema", "json schema", "interfaces", "deprecated", "deprecation", "api"],
    answer:
      "The canonical read is GET /api/network/profile (contract 2; choose with the Svc-Contract header or " +
      "?contract=). Contract 1 is deprecated and withdrawn on 2027-03-01. The web host's OpenAPI is " +
      "/openapi.json, the API host's worker contract /openapi.yaml, the record's JSON Schema " +
      "/schemas/network-profile.v2.schema.json, and every interface with its support status is listed in /interfaces.json.",
    resource: "svc://verify-a-vendor",
    url: (u) => `${u.base}/interfaces.json`,
  },
];

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9\-\s]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;

/** The entry whose terms the question contains most (whole words), or null: never a nearest guess. */
export function matchKnowledge(question: string): KnowledgeEntry | null {
  const q = normalise(question);
  let best: { entry: KnowledgeEntry; hits: number } | null = null;
  for (const entry of KNOWLEDGE_BASE) {
    const hits = entry.terms.filter((t) => q.includes(` ${t} `)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { entry, hits };
  }
  return best?.entry ?? null;
}
