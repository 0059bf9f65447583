// The directory page as Markdown, from the same view model as app/network/page.tsx.
import { formatUtc } from "@/lib/site/format";
import type { PublicUrls } from "@/lib/site/urls";
import { profilePath } from "@/lib/site/urls";
import { directoryHref, STANDING_MEANING, type DirectoryView } from "@/lib/transports/pages/views/directory-view";
import { doc, esc, list, table } from "@/lib/site/markdown/md";
import { problemMarkdown } from "@/lib/transports/pages/markdown/page-problem";

export function directoryMarkdown(view: DirectoryView, urls: PublicUrls): string {
  const { q, industry } = view.query;
  const filters = [q ? `text "${esc(q)}"` : null, industry ? `industry "${esc(industry)}"` : null].filter(Boolean).join(", ");
  const page = view.page;
  return doc([
    "# Directory",
    "Every company with a published profile on the Network. Witnessed companies first, " +
      "most recently witnessed first, then by name: an order of readings, not a ranking.",
    `Search: ${urls.base}/network.md?q=<text>&industry=<industry>. Industries: ${view.industries.map(esc).join(", ") || "none listed"}.`,
    filters ? `Filtered by ${filters}.` : null,
    view.problem
      ? problemMarkdown(
          view.problem,
          view.problem.parameter === "cursor" ? directoryHref({ q, industry }, urls.base, ".md") : `${urls.base}/network.md`,
        )
      : null,
    page
      ? page.total === 0
        ? "No listed company matches. That is not a finding about any company: one that has not published a profile is not listed."
        : `${page.total} listed compan${page.total === 1 ? "y" : "ies"}.`
      : null,
    page && page.rows.length > 0
      ? table(
          ["Company", "Domain", "Standing", "Last reading"],
          page.rows.map((r) => [
            `[${esc(r.name)}](${urls.base}${profilePath(r.slug)})`,
            r.domain ? esc(r.domain) : "",
            r.standing,
            r.lastReadingAt ? formatUtc(r.lastReadingAt) : "Never read",
          ]),
        )
      : null,
    page && page.rows.length > 0
      ? list((Object.keys(STANDING_MEANING) as (keyof typeof STANDING_MEANING)[]).map((s) => `**${s}:** ${STANDING_MEANING[s]}`))
      : null,
    page?.nextCursor
      ? `Next page: ${directoryHref({ q, industry, cursor: page.nextCursor }, urls.base, ".md")}`
      : page && page.rows.length > 0
        ? "End of the list."
        : null,
  ]);
}
