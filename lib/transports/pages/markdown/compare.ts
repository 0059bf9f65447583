// The compare page as Markdown, from the same view model as app/compare/page.tsx: one table per section,
// each cell in words with who gave it.
import type { CompareCell } from "@/lib/schemas/compare";
import { groupByCategory } from "@/lib/site/categories";
import { qualifiers, sectionLabel } from "@/lib/transports/pages/compare-words";
import { formatUtc } from "@/lib/site/format";
import { originLabel } from "@/lib/site/origins";
import type { PublicUrls } from "@/lib/site/urls";
import { compareHref, MIN_COMPARED, type CompareView } from "@/lib/transports/pages/views/compare-view";
import { doc, esc, list, table } from "@/lib/site/markdown/md";
import { nothingMarkdown } from "@/lib/site/markdown/nothing";
import { problemMarkdown } from "@/lib/transports/pages/markdown/page-problem";

function cellText(cell: CompareCell): string {
  switch (cell.state) {
    case "contested":
      return `Sources differ: ${cell.accounts.map((a) => `${originLabel(a.origin)}: ${esc(a.value)}`).join("; ")}`;
    case "agreed":
      return `${esc(cell.label)} (same account from ${cell.accounts.map((a) => originLabel(a.origin)).join(" and ")})`;
    case "not-stated":
      return "Not stated";
    case "restricted":
      return `${esc(cell.label)} (source restricted: date and reference not shown)`;
    default: {
      const q = qualifiers(cell.flags);
      return `${esc(cell.label)} (${originLabel(cell.state)}${q.length ? `; ${q.join("; ")}` : ""})`;
    }
  }
}

export function compareMarkdown(view: CompareView, urls: PublicUrls): string {
  const r = view.result;
  return doc([
    "# Compare companies",
    "Two to four companies side by side, section by section: what each declared, what the service witnessed and " +
      "what public sources say. States are described in words; the service never says one company is better or worse.",
    `Choose the companies in the address: ${urls.base}/compare.md?handles=<slug or domain>,<slug or domain> (up to four).`,
    view.problem ? problemMarkdown(view.problem, `${urls.base}/compare.md`) : null,
    !view.problem && !r && view.handles.length > 0 && view.handles.length < MIN_COMPARED
      ? "Name at least one more company to compare."
      : null,
    !view.problem && view.handles.length === 0
      ? `Companies with a public record: ${view.companies.map((c) => `\`${c.handle}\` (${esc(c.name)})`).join(", ")}.`
      : null,
    r && r.unavailable.length > 0
      ? `${nothingMarkdown("not-published", 2)}\n\nNot read: ${r.unavailable.map((h) => `\`${h}\``).join(", ")}.`
      : null,
    r && r.ignored.length > 0 ? `At most four companies are compared; left out: ${r.ignored.map((h) => `\`${h}\``).join(", ")}.` : null,
    r && r.vendors.length > 0
      ? [
          `${r.vendors.length} companies as published at ${formatUtc(r.comparison.comparedAt)}. ` +
            `Columns are in the order asked for: ${r.vendors.map((v) => esc(v.company.name)).join(", ")}.`,
          ...groupByCategory(r.comparison.rows).map(([category, rows]) =>
            [
              `## ${esc(sectionLabel(category))}`,
              table(
                [category === "pillar" ? "Area" : "Fact", ...r.vendors.map((v) => esc(v.company.name))],
                rows.map((row) => [esc(row.label), ...row.cells.map(cellText)]),
              ),
            ].join("\n\n"),
          ),
          "## What the cells say",
          list(
            r.states.filter((s) => s.appliesTo === "cell").map((s) => `**${s.label}:** ${esc(s.meaning.replace(/`flags`/g, "the cell"))}`),
          ),
          esc(r.disclaimer),
          `This comparison as a page: ${compareHref(view.handles, urls.base)}`,
        ].join("\n\n")
      : null,
  ]);
}
