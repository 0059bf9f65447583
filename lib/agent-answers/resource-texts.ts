// The Markdown texts agents read as resources (MCP) or artifacts (A2A), from the same sentences and
// vocabularies as the pages: the methodology page, the origin words, the verify-offline steps.
import { METHODOLOGY_VIEW } from "@/lib/site/methodology-view";
import { doc, esc, fence, list, numbered, table } from "@/lib/site/markdown/md";
import { methodologyMarkdown } from "@/lib/site/markdown/methodology";
import { nothingMarkdown } from "@/lib/site/markdown/nothing";
import { ORIGIN_ORDER, ORIGIN_WORDS } from "@/lib/site/origins";
import { BOUNDARY } from "@/lib/site/site-texts";
import type { PublicUrls } from "@/lib/site/urls";
import { verifyOfflineSteps } from "@/lib/site/verify-offline";
import { AGENT_PROVENANCE_MEANINGS, AGENT_PROVENANCES, AGENT_STATUS_MEANINGS, AGENT_STATUSES } from "@/lib/vocabulary/agent-status";

export function methodologyText(urls: PublicUrls): string {
  return methodologyMarkdown(METHODOLOGY_VIEW, urls);
}

export function provenanceLabelsText(): string {
  return doc([
    "# Provenance labels and answer states",
    "Every fact on a profile says who gave it. The origins are listed in a fixed order, which is not a ranking:",
    table(
      ["Origin", "Meaning"],
      ORIGIN_ORDER.map((o) => [`\`${o}\``, esc(ORIGIN_WORDS[o].meaning)]),
    ),
    "When origins give different values for one fact, the fact is " +
      "**contested**: every account is shown with its origin and none is preferred.",
    "## `status` of an agent answer",
    "Every tool result carries `structuredContent` with `status`, `provenance`, `subject` and `summary`. `status` is one of:",
    table(
      ["status", "Meaning"],
      AGENT_STATUSES.map((s) => [`\`${s}\``, esc(AGENT_STATUS_MEANINGS[s])]),
    ),
    "## `provenance` of an agent answer",
    table(
      ["provenance", "Meaning"],
      AGENT_PROVENANCES.map((p) => [`\`${p}\``, esc(AGENT_PROVENANCE_MEANINGS[p])]),
    ),
    "## Three kinds of nothing",
    "`not_listed`, `unavailable` and a record whose last reading brought no observation are three different things:",
    nothingMarkdown("not-published"),
    nothingMarkdown("read-failed"),
    nothingMarkdown("no-observation"),
  ]);
}

export function verifyAVendorText(urls: PublicUrls): string {
  return doc([
    "# Verify a vendor",
    "How to check what the service says about a company, without trusting the service's word for it.",
    "## Read the record",
    numbered([
      `Read the canonical record: \`GET ${urls.base}/api/network/profile?q=<domain or slug>\` ` +
        `(or the tool \`svc_public_trust_profile\`). \`found: false\` means no published ` +
        `profile, not a finding; a 503 means the read failed and says nothing about the company.`,
      "Read each fact with its origin: `company-declared` facts are the company's own account, not checked; " +
        "`witnessed` facts were seen by the hourly reading; `public-source` facts cite a named public source.",
      "Read contested facts as what they are: sources disagree, every account is listed, none is preferred.",
      "Check freshness: `witnessed.lastWitnessed` and the methodology's freshness " +
        "windows say how current the record is. Facts carry no date of their own.",
      "Note the record version and digest (`record.version`, `record.digest`): a later read with the same digest is the same record.",
      "When the record carries `witnessLog.token` (a Trust Ledger Token), the tool `svc_verify` re-checks " +
        "both of its signatures: the witness statement's and the log checkpoint's, with the inclusion proof.",
    ]),
    "## Check the witness statement offline",
    verifyOfflineSteps(urls)
      .map((s, i) => `${i + 1}. ${esc(s.text)}${s.code ? `\n\n${fence(s.code, "sh").replace(/^/gm, "   ")}` : ""}`)
      .join("\n\n"),
    "## What a valid record does not establish",
    list(BOUNDARY.map(esc)),
  ]);
}
