// The home page as Markdown: the same content as app/page.tsx, from the same texts.
import { badgeSnippet } from "@/lib/transports/pages/badge/badge-snippet";
import { ORIGIN_ORDER, ORIGIN_WORDS } from "@/lib/site/origins";
import { BOUNDARY, SERVICE_NAME, SERVICE_SUMMARY } from "@/lib/site/site-texts";
import type { PublicUrls } from "@/lib/site/urls";
import { doc, esc, fence, list } from "@/lib/site/markdown/md";
import { nothingMarkdown } from "@/lib/site/markdown/nothing";

export function homeMarkdown(urls: PublicUrls): string {
  return doc([
    `# ${SERVICE_NAME}`,
    esc(SERVICE_SUMMARY),
    `Find a company: ${urls.base}/network?q=<name or domain>`,
    "## Every fact says who gave it",
    list(ORIGIN_ORDER.map((o) => `**${ORIGIN_WORDS[o].label}** (\`${o}\`): ${esc(ORIGIN_WORDS[o].meaning)}`)),
    "When two sources give different accounts of the same fact, the profile shows both side by side and chooses neither.",
    "## What the service does not do",
    list(BOUNDARY.map(esc)),
    `How readings are taken, what is excluded and how to check a signature offline: [methodology](${urls.base}/methodology.md).`,
    "## Three kinds of nothing, never confused",
    "An empty answer can mean three different things. Each is said in its own words.",
    nothingMarkdown("not-published"),
    nothingMarkdown("read-failed"),
    nothingMarkdown("no-observation"),
    "## For people, programs and models",
    list([
      `Every page is also Markdown: add \`.md\` to its address (${urls.base}/index.md, ` +
        `${urls.base}/methodology.md) or send \`Accept: text/markdown\`.`,
      `Language models: ${urls.base}/llms.txt describes the service and its interfaces.`,
      `Programs: ${urls.base}/openapi.json (web host), ${urls.base}/openapi.yaml (worker contract), ` +
        `${urls.base}/interfaces.json (every interface and its support status). The API host is ${urls.api}.`,
      "Embed a company's badge on your own site (works under a strict Content Security Policy, sends no cookies):",
    ]),
    fence(badgeSnippet(urls.base, "your-company-slug"), "html"),
  ]);
}
