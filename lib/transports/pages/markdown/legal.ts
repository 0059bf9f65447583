// The legal pages as Markdown. A document's sanitised HTML is converted with turndown (and its GFM
// plugin for tables): a well-kept converter, not a hand-written one.
import TurndownService from "turndown";
import { tables } from "turndown-plugin-gfm";
import { formatUtcDay } from "@/lib/site/format";
import type { PublicUrls } from "@/lib/site/urls";
import { legalIndex, legalPath, type LegalPageView } from "@/lib/transports/pages/views/legal-view";
import { doc, esc, list } from "@/lib/site/markdown/md";

const turndown = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", codeBlockStyle: "fenced", emDelimiter: "*" });
turndown.use(tables);

export function legalIndexMarkdown(urls: PublicUrls): string {
  return doc([
    "# Legal documents",
    "The terms, notices and policies of the Public Trust Network, each with the date it took effect.",
    list(legalIndex().map((d) => `[${esc(d.title)}](${urls.base}${legalPath(d.slug)}.md), effective ${formatUtcDay(d.effective)}`)),
    `As JSON: \`GET ${urls.base}/api/legal/<slug>\`.`,
  ]);
}

export function legalDocumentMarkdown(page: LegalPageView, urls: PublicUrls): string {
  // Links between documents become absolute, so the Markdown reads the same wherever it is copied.
  const html = page.html.replaceAll('href="/legal/', `href="${urls.base}/legal/`);
  return doc([turndown.turndown(html), `All legal documents: ${urls.base}/legal.md`]);
}
