// The root /llms.txt (llmstxt.org format): what the service is, its boundary, and where each
// interface lives on which host, so a language model can use the service without guessing.
import { badgeSnippet } from "@/lib/transports/pages/badge/badge-snippet";
import { doc, list } from "@/lib/site/markdown/md";
import { BOUNDARY, NOTHING, SERVICE_NAME, SERVICE_SUMMARY } from "@/lib/site/site-texts";
import type { PublicUrls } from "@/lib/site/urls";
import { TOOLS } from "@/lib/transports/mcp/tools";

export function llmsTxt(urls: PublicUrls): string {
  const { base, api } = urls;
  return doc([
    `# ${SERVICE_NAME}`,
    `> ${SERVICE_SUMMARY} Facts carry an origin: \`company-declared\`, \`witnessed\` or \`public-source\`. ` +
      `The service re-reads company systems hourly and signs a witness statement of what each reading found.`,
    "Boundary, applied to every answer:",
    list(BOUNDARY),
    "Three kinds of nothing, never to be read as one another:",
    list(
      (["not-published", "read-failed", "no-observation"] as const).map(
        (k) => `**${NOTHING[k].title}**: ${NOTHING[k].api} ${NOTHING[k].notMeaning}`,
      ),
    ),
    `Two hosts. The web host ${base} serves pages, \`/api/...\` reads, schemas and contracts. The API host ${api} serves ` +
      `\`/public/...\`, \`/v1/...\`, MCP, A2A and the agent card. Public ` +
      `reads need no key and no account; they are readable cross-origin.`,
    "## Read a company",
    list([
      `[Canonical profile](${base}/api/network/profile?q=lumen-analytics): \`GET /api/network/profile?q=<domain ` +
        `or slug>\` (contract 2; \`Svc-Contract\` header or \`contract\` query). 200 with the record, 200 ` +
        `\`{ "found": false }\` when none is published, 503 with \`Retry-After\` when the read failed.`,
      `[Profile page](${base}/network/company/lumen-analytics): \`/network/company/<slug>\`; its ` +
        `text twin for models at \`/network/company/<slug>/llms.txt\` (404 when unpublished or unknown).`,
      `[Directory search](${base}/api/mobile/directory/search?q=analytics): \`GET /api/mobile/directory/search\` ` +
        `with \`q\`, \`industry\`, \`limit\`, \`cursor\` (pass each \`next_cursor\` back until it is null).`,
      `[Compare](${base}/api/compare?handles=lumen-analytics,kestrel-security): two ` +
        `to four companies section by section, states described, never better or worse.`,
      `[Change feed](${base}/api/network/changes): record versions across the ` +
        `Network, oldest first; \`/api/network/changes/stream\` as Server-Sent Events.`,
      `[Public signing keys](${api}/public/keys): check witness statements offline; see the methodology.`,
    ]),
    "## Interfaces and contracts",
    list([
      `[OpenAPI, web host](${base}/openapi.json)`,
      `[OpenAPI, worker contract](${base}/openapi.yaml)`,
      `[Interfaces and their support status](${base}/interfaces.json)`,
      `[Error registry](${base}/api/problems)`,
      `[Record JSON Schema](${base}/schemas/network-profile.v2.schema.json)`,
      `MCP server (read-only tools, streamable HTTP, one JSON response per POST): \`POST ${api}/public/mcp\`. ` +
        `Tools: ${TOOLS.map((t) => `\`${t.name}\``).join(", ")}; every result carries \`structuredContent\` ` +
        `with \`status\`, \`provenance\`, \`subject\`, \`summary\`. [How to connect a client](${base}/mcp.md)`,
      `A2A agent (read-only): \`POST ${api}/a2a/v1\`, card at ${api}/.well-known/agent-card.json`,
    ]),
    "## Pages as Markdown",
    list([
      `[Directory](${base}/network.md): \`/network.md?q=<text>&industry=<industry>\`, 20 companies a page with a next-page link.`,
      `[Compare](${base}/compare.md?handles=lumen-analytics,brightpath-hr): \`/compare.md?handles=a,b\`, one table per section.`,
      `[Legal documents](${base}/legal.md)`,
      `Every page is also Markdown: add \`.md\` (${base}/index.md, ${base}/methodology.md) or send \`Accept: text/markdown\`.`,
      `[Methodology](${base}/methodology.md): hourly cadence, two-hour gap tolerance, ` +
        `retention, freshness windows, exclusions, what is signed and how to verify it offline.`,
      `Embeddable badge: \`${badgeSnippet(base, "<slug>")}\``,
    ]),
  ]);
}
