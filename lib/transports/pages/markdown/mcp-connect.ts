// The /mcp page as Markdown, from the same view model as app/mcp/page.tsx.
import type { McpConnectView } from "@/lib/transports/pages/mcp-connect-view";
import { doc, esc, fence, list, table } from "@/lib/site/markdown/md";

export function mcpConnectMarkdown(v: McpConnectView): string {
  return doc([
    "# Connect an MCP client",
    `The Public Trust Network's MCP server is \`${v.endpoint}\`: streamable HTTP, stateless, one JSON response ` +
      `per POST, no key. It answers protocol versions ${v.protocolVersions.map((x) => `\`${x}\``).join(", ")}; ` +
      `\`${v.plannedProtocolVersion}\` is planned, not served yet (the MCP SDK it runs on does not implement it).`,
    ...v.recipes.flatMap((r) => [`## ${esc(r.client)}`, esc(r.how), fence(r.code, r.lang)]),
    "## Tools",
    "Every result carries `structuredContent` with `status`, `provenance`, `subject` and `summary` next to a text rendering.",
    table(
      ["Tool", "What it answers", "Units"],
      v.tools.map((t) => [`\`${t.name}\``, esc(t.description), String(t.cost)]),
    ),
    "## Resources",
    list(v.resources.map((r) => `\`${r.uri}\`: ${esc(r.description)}`)),
    "## Prompts",
    list(v.prompts.map((p) => `\`${p.name}\` (${p.arguments.join(", ")}): ${esc(p.description)}`)),
    "## Limits",
    `tools/call spends its tool's units from ${v.limit.units} per ${v.limit.seconds} seconds per ` +
      `caller (the OAuth token's subject, else the client network), counted across instances; the ` +
      `handshake, listing, resources and prompts are free. Over it: HTTP 429 with \`Retry-After\`.`,
  ]);
}
