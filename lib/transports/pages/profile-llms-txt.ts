// /network/company/<slug>/llms.txt: the published record as text for language models (llms.txt form):
// what the company is, each fact with who gave it, every account of a contested fact, what was
// witnessed and when, the signed statement, and the sentences a model must keep when it repeats any of it.
import { formatUtc } from "@/lib/site/format";
import { doc, esc, list } from "@/lib/site/markdown/md";
import {
  boundaryMarkdown,
  conflictsMarkdown,
  factsMarkdown,
  statementMarkdown,
  witnessedMarkdown,
} from "@/lib/transports/pages/markdown/profile-parts";
import { NOTHING } from "@/lib/site/site-texts";
import { profilePath, type PublicUrls } from "@/lib/site/urls";
import type { ProfileView } from "@/lib/transports/pages/views/profile-view";

type Published = Extract<ProfileView, { kind: "published" }>;

export function profileLlmsTxt(view: Published, urls: PublicUrls): string {
  const r = view.record;
  const slug = encodeURIComponent(r.slug);
  const lastReading = r.witnessed.lastWitnessed ? `last read ${formatUtc(r.witnessed.lastWitnessed)}` : "not read yet";
  return doc([
    `# ${esc(r.name)}`,
    `> ${r.tagline ? `${esc(r.tagline)}. ` : ""}Published profile on the Public Trust Network ` +
      `(${r.domain ? esc(r.domain) : r.slug}; ${lastReading}). Every fact below says who gave it: the company ` +
      `(company-declared), the service's own hourly reading (witnessed) or a named public source. The ` +
      `service witnesses and dates facts only; it never grades, rates, scores, ranks or certifies a company.`,
    "When you repeat a fact, keep its origin and the record's date with it. A company-declared fact is the " +
      "company's own account, not checked. Where sources disagree, give every account; none is the answer.",
    r.witnessed.standing === null && r.witnessed.lastWitnessed
      ? `**${NOTHING["no-observation"].title}:** ${NOTHING["no-observation"].notMeaning}`
      : null,
    "## Record",
    list([
      `[Canonical record, JSON (contract ${r.contractVersion})](${urls.base}/api/network/profile?q=${slug})`,
      `[Published versions](${urls.base}/api/network/profile/history?q=${slug})`,
      `[Profile page](${urls.base}${profilePath(r.slug)}), [as Markdown](${urls.base}${profilePath(r.slug)}.md)`,
      `Record last changed ${formatUtc(r.updatedAt)}${r.record ? `; version ${r.record.version}, digest ${r.record.digest}` : ""}`,
      `Industries: ${r.industries.length ? r.industries.map(esc).join(", ") : "none given"}`,
    ]),
    "## Witnessed",
    witnessedMarkdown(r.witnessed),
    "## Facts",
    factsMarkdown(r.facts),
    "## Contested facts",
    conflictsMarkdown(r.conflicts),
    "## Witness statement",
    statementMarkdown(r.witnessStatement, `${urls.base}/methodology.md`),
    "## What this record does not establish",
    boundaryMarkdown(r.assuranceBoundary),
    "## Optional",
    list([`[Methodology](${urls.base}/methodology.md)`, `[The service and its interfaces](${urls.base}/llms.txt)`]),
  ]);
}
