// A company's profile page as Markdown, from the same view model as app/network/company/[slug]/page.tsx,
// and the three kinds of nothing as the twin of its 404 and of a failed read.
import { durationInWords, formatUtc } from "@/lib/site/format";
import type { PageProblem } from "@/lib/transports/pages/page-problem";
import { profilePath, type PublicUrls } from "@/lib/site/urls";
import type { ProfileView } from "@/lib/transports/pages/views/profile-view";
import { doc, esc, list, table } from "@/lib/site/markdown/md";
import { nothingMarkdown } from "@/lib/site/markdown/nothing";
import {
  boundaryMarkdown,
  conflictsMarkdown,
  factsMarkdown,
  statementMarkdown,
  witnessedMarkdown,
} from "@/lib/transports/pages/markdown/profile-parts";

type Published = Extract<ProfileView, { kind: "published" }>;

function readingsMarkdown(view: Published): string {
  const shown = view.readings;
  if (shown.length === 0) return "No reading ran in the last 72 hours.";
  const observed = shown.filter((r) => r.standing === "witnessed").length;
  return (
    `${shown.length} readings in the last 72 hours: ${observed} observed, ${shown.length - observed} ` +
    `with no observation. The last ${Math.min(6, shown.length)}:\n\n${table(
      ["Reading", "Standing", "Checks read as expected"],
      [...shown]
        .reverse()
        .slice(0, 6)
        .map((r) => [
          formatUtc(r.takenAt),
          r.standing === "witnessed" ? "Observed" : "No observation",
          `${r.checksPassed} of ${r.checksRun}`,
        ]),
    )}`
  );
}

function aiMarkdown(view: Published): string {
  const ai = view.ai;
  if (!ai.hasAi) return "The company has declared no AI systems. That is its own account, not a finding.";
  const counts = (m: Record<string, number>) =>
    Object.entries(m)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k}: ${n}`)
      .join(", ") || "none recorded";
  return [
    "Company-declared: from the company's own register of AI systems. Risk tiers " +
      "are the company's EU AI Act classification, not the service's judgement.",
    list([
      `**AI systems:** ${ai.systemsTotal} (${ai.agents} agent${ai.agents === 1 ? "" : "s"})`,
      `**By EU AI Act classification:** ${counts(ai.byRiskTier)}`,
      `**By kind:** ${counts(ai.byKind)}`,
      `**Screening of AI traffic:** ${ai.guard.active ? "active" : "not active"}` +
        `${ai.guard.lastScreenedAt !== null ? `; last screening ${formatUtc(new Date(ai.guard.lastScreenedAt).toISOString())}` : ""}`,
      `**Governance assessments:** ${ai.governance.assessments}`,
      ...ai.governance.frameworks.map(
        (f) => `**${esc(f.name)}:** ${f.satisfied} of ${f.total} requirements recorded as met by the company`,
      ),
      ...ai.highlights.map((h) => `In the company's words: ${esc(h)}`),
    ]),
  ].join("\n\n");
}

export function profileMarkdown(view: Published, urls: PublicUrls): string {
  const r = view.record;
  const m = r.methodology;
  const slug = encodeURIComponent(r.slug);
  return doc([
    `# ${esc(r.name)}`,
    r.tagline ? esc(r.tagline) : null,
    "Each fact says who gave it. The service witnesses and dates; it does not grade, score, rank or certify this company.",
    list(
      [
        r.domain ? `**Domain:** ${esc(r.domain)}` : null,
        `**Industries:** ${r.industries.length ? r.industries.map(esc).join(", ") : "none given"}`,
        `**Record last changed:** ` +
          `${formatUtc(r.updatedAt)}${r.record ? ` (version ${r.record.version}, digest \`${r.record.digest}\`)` : ""}`,
        `**Canonical record (JSON):** ${urls.base}/api/network/profile?q=${slug}`,
        `**Request a document** (the company answers by mail): ${urls.base}/network/company/${slug}/request`,
      ].filter((x): x is string => x !== null),
    ),
    "## What was witnessed, and when",
    witnessedMarkdown(r.witnessed),
    readingsMarkdown(view),
    "## Facts, by category, with who gave each",
    factsMarkdown(r.facts),
    "## Contested facts",
    conflictsMarkdown(r.conflicts),
    "## Witness statement",
    statementMarkdown(r.witnessStatement, `${urls.base}/methodology.md`),
    "## AI profile",
    aiMarkdown(view),
    "## The limits of this record",
    boundaryMarkdown(r.assuranceBoundary),
    "## How readings are taken",
    `${esc(m.summary)} A reading every ${durationInWords(m.cadence)}; readings ` +
      `more than ${durationInWords(m.gapTolerance)} apart break continuity.`,
    `What the readings do not read:\n\n${list(m.exclusions.map(esc))}`,
    `This page: ${urls.base}${profilePath(r.slug)} · For language models: ${urls.base}${profilePath(r.slug)}/llms.txt`,
  ]);
}

/** The twin of the 404: no published profile at this address. */
export function profileNotPublishedMarkdown(asked: string, urls: PublicUrls): string {
  return doc([
    "# Company profile",
    nothingMarkdown("not-published", 2),
    `Search the directory: ${urls.base}/network.md?q=${encodeURIComponent(asked)}`,
  ]);
}

/** The twin of a failed read: says nothing about the company. */
export function profileReadFailedMarkdown(problem: PageProblem): string {
  const retry = problem.retryAfterSeconds !== undefined ? ` Try again in ${problem.retryAfterSeconds} seconds.` : "";
  return doc(["# Company profile", nothingMarkdown("read-failed", 2), `Reason: \`${problem.code}\`.${retry}`]);
}
