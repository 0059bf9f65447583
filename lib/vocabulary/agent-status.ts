// The closed vocabularies of an agent answer (MCP tool results, A2A task results): what a read came to
// (`status`) and who vouches for what it says (`provenance`). Published in the resources, so a client can
// tell "no record" from "the read failed" from "the owner keeps it private" without reading prose.
// Imports nothing: both protocols and the pages read it.

export const AGENT_STATUSES = [
  "found",
  "not_listed",
  "withheld",
  "unclaimed",
  "unavailable",
  "invalid_input",
  "rate_limited",
  "answered",
  "not_in_knowledge_base",
  "valid",
  "invalid",
  "superseded",
  "authentication_required",
  "read",
  "refused",
] as const;

export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const AGENT_STATUS_MEANINGS: Record<AgentStatus, string> = {
  found: "A published record was read; the result carries it.",
  not_listed: "The Network holds no record under this name or domain. Not a finding about the company.",
  withheld: "The company is measured and its owner chose not to publish. Privacy is a valid choice and not a negative signal.",
  unclaimed: "A company by this name is known but nobody has claimed it, so nothing has been measured or published.",
  unavailable:
    "The service could not read its own store just now. This says nothing about the company; retry later and keep the last good answer.",
  invalid_input: "An argument is missing or malformed; the summary names it. Repeating gives the same answer.",
  rate_limited: "The caller spent its units for this window; wait the stated seconds.",
  answered: "The fixed knowledge base holds an answer; it is quoted with its source.",
  not_in_knowledge_base: "The fixed knowledge base holds no answer to this question; nothing was invented.",
  valid:
    "Both signatures of the Trust Ledger Token check against the published keys: " +
    "the witness statement's and the log checkpoint's (with the inclusion proof).",
  invalid:
    "The token does not verify: malformed, an unknown or revoked key, a signature " +
    "that does not check, or not included in the log; `outcome` says which.",
  superseded: "Both signatures check, but the log holds a signed correction of the statement: a newer account exists.",
  read: "The named site was read live (or within the last ten minutes, then nothing was sent again); each check says what came back.",
  refused:
    "The name resolves to loopback, private, link-local or cloud-metadata space: the service refused to connect, and no request was sent.",
  authentication_required:
    "This tool reads the caller's own workspace: it needs an OAuth access " +
    "token issued for this MCP server; the summary says where to get one.",
};

export const AGENT_PROVENANCES = [
  "witnessed",
  "company-declared",
  "public-source",
  "mixed",
  "service",
  "withheld_by_owner",
  "honest_absence",
] as const;

export type AgentProvenance = (typeof AGENT_PROVENANCES)[number];

export const AGENT_PROVENANCE_MEANINGS: Record<AgentProvenance, string> = {
  witnessed: "The service's own hourly reading of the company's public systems saw it.",
  "company-declared": "The company told us. Published as its own account; the service did not check it.",
  "public-source": "A named public source says so, for example the company's published terms.",
  mixed: "A record whose facts come from several origins; each fact names its own.",
  service: "The service speaks about itself (its methodology, its store, its limits), not about any company.",
  withheld_by_owner: "The owner keeps the profile private; the service shows nothing of it.",
  honest_absence: "Nothing is recorded, and the answer says so rather than guessing.",
};
