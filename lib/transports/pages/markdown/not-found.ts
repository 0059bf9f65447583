// The Markdown answer for an address with no page.
import type { PublicUrls } from "@/lib/site/urls";
import { doc, esc } from "@/lib/site/markdown/md";

export function notFoundMarkdown(path: string, urls: PublicUrls): string {
  return doc([
    "# Page not found",
    `There is no page at \`${esc(path).replace(/`/g, "")}\`.`,
    `A missing page is not a finding about any company. To find a company's profile, search the directory by name ` +
      `or domain (${urls.base}/network); a company with no published profile is shown as such, in its own words.`,
    `Home: ${urls.base}/index.md · Methodology: ${urls.base}/methodology.md`,
  ]);
}
